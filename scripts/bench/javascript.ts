// npm run bench:js — the JavaScript each page type makes the browser download before any interaction (entry
// script and module preloads, gzip) on every demo site, against the budget of 150 KB, with the page's
// largest block beside it; exits 1 when a page is over budget.
import { loadSites } from "../../runtime/site/load-sites.ts";
import { ensurePlatformBuilt, startPlatform } from "../../tests/kit/platform-server.ts";
import { siteClient } from "../../tests/kit/site-http.ts";
import { BUDGET_KB, pageJavaScript } from "./page-javascript.ts";

const PAGES = [
  ["home", "/"],
  ["search", "/search/new-used-and-demo-cars"],
  ["vehicle", null],
  ["finance", "/finance"],
  ["contact", "/contact-us"],
  ["compare", "/compare"],
  ["sign-in", "/sign-in"],
] as const;

await ensurePlatformBuilt();
const { sites } = await loadSites({ sitesDir: "sites" });
const server = await startPlatform();
let over = 0;
try {
  console.log(`\nJavaScript before interaction, KB gzip (budget ${BUDGET_KB} KB)\n`);
  console.log(`${"site".padEnd(20)}  ${"page".padEnd(8)}  ${"KB".padStart(6)}  files  largest block`);
  for (const { site } of sites) {
    const client = siteClient(server.port, site.slug);
    try {
      for (const [name, path] of PAGES) {
        const target = path ?? (await firstVehiclePath(client));
        const response = await client.get(target);
        if (response.status !== 200) throw new Error(`${site.slug}${target} answered ${response.status}`);
        const { files, bytes, byOwner } = await pageJavaScript(client, response.text);
        const blocks = [...byOwner].filter(([owner]) => !owner.startsWith("shared:") && !owner.startsWith("runtime")).sort((a, b) => b[1] - a[1]);
        const largest = blocks[0] ? `${blocks[0][0]} ${(blocks[0][1] / 1024).toFixed(1)} KB` : "";
        if (bytes / 1024 >= BUDGET_KB) over++;
        console.log(`${site.slug.padEnd(20)}  ${name.padEnd(8)}  ${(bytes / 1024).toFixed(1).padStart(6)}  ${String(files).padStart(5)}  ${largest}`);
      }
    } finally {
      client.close();
    }
  }
  console.log(over ? `\n${over} page(s) over budget` : "\nEvery page within budget");
  if (over) process.exitCode = 1;
} finally {
  await server.stop();
}

/** The first car the site's search page links to, as a shopper would open it. */
async function firstVehiclePath(client: ReturnType<typeof siteClient>): Promise<string> {
  const { text } = await client.get("/search/new-used-and-demo-cars");
  const href = /<a[^>]+href="(\/cars\/[^"]+)"/.exec(text)?.[1];
  if (!href) throw new Error(`${client.host} lists no car`);
  return href;
}
