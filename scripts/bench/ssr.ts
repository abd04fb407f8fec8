// npm run bench:ssr [-- /path] — a server-rendered page (a content page unless a path is given, e.g.
// /search/used-cars?page=3) against a static file from the same server, same run: latency one request at a time
// (timed to the microsecond), and requests per second at 10 connections.
import { readFileSync } from "node:fs";
import { ensurePlatformBuilt, startPlatform } from "../../tests/kit/platform-server.ts";
import { measure, oneAtATime, printTable } from "./support.ts";

const SITE = "harbour-motors";

await ensurePlatformBuilt();
const server = await startPlatform();
try {
  const base = `http://127.0.0.1:${server.port}`;
  const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8")) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!.file;
  const host = `${SITE}.localhost:${server.port}`;
  const page = process.argv[2] ?? "/about-us";

  await measure({ url: base + page, host, seconds: 2 });
  const alone = {
    "static file": await oneAtATime(server.port, SITE, `/${entry}`),
    "server-rendered page": await oneAtATime(server.port, SITE, page),
  };
  const busy = { "static file": await measure({ url: `${base}/${entry}`, host }), "server-rendered page": await measure({ url: base + page, host }) };

  console.log(`\nSSR benchmark: ${page} on ${SITE} vs /${entry}, same server, 8 s per row\n`);
  console.log("Latency, 1 connection (one request at a time: no queueing):");
  printTable(alone);
  console.log("\nThroughput, 10 connections (latencies here include waiting in the queue):");
  printTable(busy);
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  console.log(
    `\nratio (SSR / static): p50 latency ${ratio(alone["server-rendered page"].p50, alone["static file"].p50)}x, ` +
      `p99 latency ${ratio(alone["server-rendered page"].p99, alone["static file"].p99)}x; ` +
      `throughput at 10 connections ${ratio(busy["server-rendered page"].rps, busy["static file"].rps)}x`,
  );
} finally {
  await server.stop();
}
