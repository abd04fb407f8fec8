// npm run bench:ssr [-- /path] — server-rendered pages against a static file from the same server, same run:
// render time one request at a time (timed to the microsecond), and requests per second at 10 connections. Without
// a path: the home page, a vehicle page and a search page (/search/used-cars?page=3), each beside the others as
// its baseline, and that search page with a price cap new on every request: a search no one has made before, so
// neither the search nor the page can come from what the server kept of earlier views. With a path (e.g.
// /about-us), that page alone.
import { readFileSync } from "node:fs";
import { ensurePlatformBuilt, startPlatform } from "../../tests/kit/platform-server.ts";
import { measure, oneAtATime, pathOf, printTable, vehicleSlug, type Figures, type PagePath } from "./support.ts";

const SITE = "harbour-motors";

const pages: Record<string, PagePath> = process.argv[2]
  ? { "server-rendered page": process.argv[2] }
  : {
      "home page": "/",
      "vehicle page": `/cars/${await vehicleSlug(SITE)}`,
      "search page": "/search/used-cars?page=3",
      "new search page": (visit) => `/search/used-cars?page=3&range[price]=:${200_000 + visit}`,
    };

await ensurePlatformBuilt();
const server = await startPlatform();
try {
  const base = `http://127.0.0.1:${server.port}`;
  const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8")) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = `/${Object.values(manifest).find((chunk) => chunk.isEntry)!.file}`;
  const host = `${SITE}.localhost:${server.port}`;
  const rows: Record<string, PagePath> = { "static file": entry, ...pages };

  for (const path of Object.values(pages)) await measure({ url: base + pathOf(path, 0), host, path, seconds: 2 });
  const alone: Record<string, Figures> = {};
  for (const [name, path] of Object.entries(rows)) alone[name] = await oneAtATime(server.port, SITE, path);
  const busy: Record<string, Figures> = {};
  for (const [name, path] of Object.entries(rows)) busy[name] = await measure({ url: base + pathOf(path, 0), host, path });

  console.log(`\nSSR benchmark on ${SITE}, same server, 8 s per row:`);
  for (const [name, path] of Object.entries(rows)) console.log(`  ${name}: ${pathOf(path, 1)}`);
  console.log("\nRender time, 1 connection (one request at a time: no queueing):");
  printTable(alone);
  console.log("\nThroughput, 10 connections (latencies here include waiting in the queue):");
  printTable(busy);
} finally {
  await server.stop();
}
