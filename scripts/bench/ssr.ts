// npm run bench:ssr [-- /path] — server-rendered pages against a static file from the same server, same run:
// render time one request at a time (timed to the microsecond), and requests per second at 10 connections. Without
// a path: the home page, a vehicle page and a search page (/search/used-cars?page=3), each beside the others as
// its baseline, and that search page with a parameter the page ignores made new for every request, so each
// request is a page never asked for before: what the server pays to render a search page no one has seen. With a
// path (e.g. /about-us), that page alone.
import { readFileSync } from "node:fs";
import { ensurePlatformBuilt, startPlatform } from "../../tests/kit/platform-server.ts";
import { measure, oneAtATime, printTable, vehicleSlug, type Figures } from "./support.ts";

const SITE = "harbour-motors";

const pages: Record<string, string> = process.argv[2]
  ? { "server-rendered page": process.argv[2] }
  : { "home page": "/", "vehicle page": `/cars/${await vehicleSlug(SITE)}`, "search page": "/search/used-cars?page=3" };
/** Pages asked for under a new address each time (the address ends in a parameter the page ignores). */
const distinct: Record<string, string> = process.argv[2] ? {} : { "search page, each new": "/search/used-cars?page=3&visit=" };

await ensurePlatformBuilt();
const server = await startPlatform();
try {
  const base = `http://127.0.0.1:${server.port}`;
  const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8")) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = `/${Object.values(manifest).find((chunk) => chunk.isEntry)!.file}`;
  const host = `${SITE}.localhost:${server.port}`;
  const rows = { "static file": entry, ...pages, ...distinct };

  for (const path of Object.values(pages)) await measure({ url: base + path, host, seconds: 2 });
  const alone: Record<string, Figures> = {};
  for (const [name, path] of Object.entries(rows)) alone[name] = await oneAtATime(server.port, SITE, path, { distinct: name in distinct });
  const busy: Record<string, Figures> = {};
  for (const [name, path] of Object.entries(rows)) busy[name] = await measure({ url: base + path, host, distinct: name in distinct });

  console.log(`\nSSR benchmark on ${SITE}, same server, 8 s per row:`);
  for (const [name, path] of Object.entries(rows)) console.log(`  ${name}: ${path}`);
  console.log("\nRender time, 1 connection (one request at a time: no queueing):");
  printTable(alone);
  console.log("\nThroughput, 10 connections (latencies here include waiting in the queue):");
  printTable(busy);
} finally {
  await server.stop();
}
