// npm run bench:ssr — a server-rendered content page against a static file from the same server, same run.
import { readFileSync } from "node:fs";
import { measure, printTable, startServer } from "./support.ts";

const server = await startServer();
try {
  const base = `http://127.0.0.1:${server.port}`;
  const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8")) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!.file;
  const host = `harbour-motors.localhost:${server.port}`;
  const page = "/about-us";

  await measure({ url: base + page, host, seconds: 2 });
  const staticFile = await measure({ url: `${base}/${entry}`, host });
  const ssr = await measure({ url: base + page, host });

  console.log(`\nSSR benchmark: ${page} on harbour-motors vs /${entry}, 10 connections, 8 s each\n`);
  printTable({ "static file": staticFile, "server-rendered page": ssr });
  // A static file can answer in under a millisecond, which autocannon may report as 0: divide by 0.01 ms at least.
  const latencyRatio = (ssrMs: number, staticMs: number) => (ssrMs / Math.max(staticMs, 0.01)).toFixed(2);
  console.log(
    `\nratio (SSR / static): throughput ${(ssr.rps / staticFile.rps).toFixed(2)}x, ` +
      `p50 latency ${latencyRatio(ssr.p50, staticFile.p50)}x, p99 latency ${latencyRatio(ssr.p99, staticFile.p99)}x`,
  );
} finally {
  await server.stop();
}
