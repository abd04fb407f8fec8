// npm run bench:vdp — a vehicle page (/cars/{slug}) against a static file from the same server, same run: server
// render time p50/p99 over one connection (each request served alone, so no queueing is mixed in), requests per
// second over 10 connections; then the gzip size of the JavaScript the page loads before interaction (its entry
// script and module preloads; target under 150 KB), split by block.
import { ensurePlatformBuilt, startPlatform } from "../../tests/kit/platform-server.ts";
import { siteClient } from "../../tests/kit/site-http.ts";
import { BUDGET_KB, pageJavaScript, scriptsOf } from "./page-javascript.ts";
import { measure, oneAtATime, printTable, vehicleSlug } from "./support.ts";

const SITE = "harbour-motors";

const slug = await vehicleSlug(SITE);
await ensurePlatformBuilt();
const server = await startPlatform();
const client = siteClient(server.port, SITE);
try {
  const base = `http://127.0.0.1:${server.port}`;
  const host = client.host;
  const page = `/cars/${slug}`;
  const response = await client.get(page);
  if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
  const html = response.text;
  const scripts = scriptsOf(html);
  const entry = scripts[0];
  if (!entry) throw new Error(`${page} loads no script`);

  await measure({ url: base + page, host, seconds: 2 });
  const alone = {
    "static file": await oneAtATime(server.port, SITE, entry),
    "vehicle page": await oneAtATime(server.port, SITE, page),
  };
  const busy = {
    "static file": await measure({ url: base + entry, host, connections: 10 }),
    "vehicle page": await measure({ url: base + page, host, connections: 10 }),
  };

  console.log(`\nVehicle page benchmark: ${page} on ${SITE} vs ${entry}, same server, 8 s per row\n`);
  console.log("Render time, 1 connection (one request at a time: no queueing):");
  printTable(alone);
  console.log("\nThroughput, 10 connections (latencies here include waiting in the queue):");
  printTable(busy);
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  console.log(
    `\nvehicle page vs static file: render p50 ${ratio(alone["vehicle page"].p50, alone["static file"].p50)}x, ` +
      `p99 ${ratio(alone["vehicle page"].p99, alone["static file"].p99)}x; ` +
      `throughput at 10 connections ${ratio(busy["vehicle page"].rps, busy["static file"].rps)}x`,
  );

  const { files, bytes, byOwner } = await pageJavaScript(client, html);
  console.log(`\nJavaScript before interaction: ${(bytes / 1024).toFixed(1)} KB gzip in ${files} files (budget ${BUDGET_KB} KB: ${bytes / 1024 < BUDGET_KB ? "within" : "OVER"})\n`);
  const rows = [...byOwner.entries()].sort((a, b) => b[1] - a[1]);
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, size] of rows) console.log(`${name.padEnd(width)}  ${(size / 1024).toFixed(1).padStart(6)} KB`);
  if (bytes / 1024 >= BUDGET_KB) process.exitCode = 1;
} finally {
  client.close();
  await server.stop();
}
