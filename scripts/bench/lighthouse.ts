// npm run bench:lighthouse — Lighthouse 13's mobile preset (simulated slow 4G and a 4x slower CPU) over home,
// search, vehicle, finance and contact of every demo site, served by the built platform on loopback in Debian's
// Chromium: the median of 3 runs of each page's performance score and lab LCP (issue 25: 95+ and under 2.0 s).
// `-- --runs 1`, `-- --site harbour-motors` or `-- --page vehicle` for a quicker look; `-- --save DIR` writes each
// run's full report (LCP element and breakdown, render-blocking requests, unused code) to DIR/{site}-{page}-{run}.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createServer } from "node:net";
import lighthouse from "lighthouse";
import { chromium } from "playwright";
import { ensurePlatformBuilt, startPlatform } from "../../tests/kit/platform-server.ts";
import { loadSites } from "../../runtime/site/load-sites.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const RUNS = Number(option("runs") ?? 3);
const ONLY_SITE = option("site");
const ONLY_PAGE = option("page");
const SAVE_DIR = option("save");
const PAGES = [
  ["home", "/"],
  ["search", "/search/new-used-and-demo-cars"],
  ["vehicle", null],
  ["finance", "/finance"],
  ["contact", "/contact-us"],
] as const;

interface Figures {
  score: number;
  lcpMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

await ensurePlatformBuilt();
const { sites } = await loadSites({ sitesDir: "sites" });
const server = await startPlatform();
const debuggingPort = await freePort();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", `--remote-debugging-port=${debuggingPort}`],
});
const rows: string[] = [];
try {
  for (const { site } of sites.filter(({ site }) => !ONLY_SITE || site.slug === ONLY_SITE)) {
    const origin = `http://${site.slug}.localhost:${server.port}`;
    for (const [name, path] of PAGES.filter(([name]) => !ONLY_PAGE || name === ONLY_PAGE)) {
      const url = origin + (path ?? (await firstVehiclePath(origin)));
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run++) {
        const { figures, report } = await measure(url);
        runs.push(figures);
        if (SAVE_DIR) saveReport(`${site.slug}-${name}-${run + 1}.json`, report);
      }
      const score = median(runs.map((figures) => figures.score));
      const lcp = median(runs.map((figures) => figures.lcpMs));
      rows.push(`${site.slug.padEnd(20)}  ${name.padEnd(8)}  ${String(score).padStart(5)}  ${(lcp / 1000).toFixed(2).padStart(6)} s  ${runs.map((figures) => figures.score).join("/")}`);
      console.log(rows.at(-1));
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`\nLighthouse ${RUNS > 1 ? `median of ${RUNS}` : "1 run"}, mobile preset; targets: performance 95+, LCP under 2.0 s\n`);
console.log(`${"site".padEnd(20)}  ${"page".padEnd(8)}  ${"perf".padStart(5)}  ${"LCP".padStart(8)}  runs`);
for (const row of rows) console.log(row);

/**
 * One Lighthouse run of `url`'s performance in the launched Chromium. A run whose trace Chromium failed to record
 * (Lighthouse's own advice: run it again) is run again, once.
 */
async function measure(url: string, attempt = 1): Promise<{ figures: Figures; report: string }> {
  const result = await lighthouse(url, { port: debuggingPort, onlyCategories: ["performance"], output: "json", logLevel: "error" });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (attempt < 2) return measure(url, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  const figures = { score: Math.round((lhr.categories.performance?.score ?? 0) * 100), lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN };
  return { figures, report: String(result.report) };
}

function saveReport(name: string, report: string): void {
  mkdirSync(SAVE_DIR!, { recursive: true });
  writeFileSync(join(SAVE_DIR!, name), report);
}

/** The first vehicle page the site's search page links to. */
async function firstVehiclePath(origin: string): Promise<string> {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/search/new-used-and-demo-cars`);
    const href = await page.locator('article a[href^="/cars/"]').first().getAttribute("href");
    if (!href) throw new Error(`${origin} lists no car`);
    return href;
  } finally {
    await page.close();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
