// npm run bench:abuse — /healthz latency (p50, p99) while 10 connections send worst-case public searches, against
// /healthz idle, same server, same run, loopback only. Two attacks: from one address (the per-address limit
// answers most with 429), and as from many addresses (limit out of reach: only the search limits and load
// shedding stand between the attack and the event loop). Target: /healthz p99 under 100 ms under attack.
import autocannon from "autocannon";
import { ensurePlatformBuilt, startPlatform } from "../../tests/kit/platform-server.ts";
import { publicSearchKey, searchHeaders, watchHealth, worstCaseSearch } from "../../tests/kit/hostile.ts";
import { percentile } from "./support.ts";

const SECONDS = 10;
const SITE = "harbour-motors";

interface Row {
  p50: number;
  p99: number;
  max: number;
  samples: number;
  searches?: string;
}

await ensurePlatformBuilt();
const rows: Record<string, Row> = {};
for (const [name, limit] of [["one address", "1200"], ["many addresses", "1000000000"]] as const) {
  // Load shedding as in production (the harness otherwise keeps it out of a test run's reach).
  const server = await startPlatform({ RATE_LIMIT_PER_MINUTE: limit, SHED_EVENT_LOOP_UTILIZATION: "0.98", SHED_EVENT_LOOP_DELAY_MS: "1000" });
  try {
    const { key, index } = await publicSearchKey(server.port, SITE);
    rows["idle"] ??= await healthWhile(server.port, () => new Promise((resolve) => setTimeout(resolve, SECONDS * 1000)));
    rows[`under attack, ${name}`] = await healthWhile(server.port, async () => {
      const result = await autocannon({
        url: `http://127.0.0.1:${server.port}/1/indexes/*/queries`,
        method: "POST",
        connections: 10,
        duration: SECONDS,
        headers: { host: `${SITE}.localhost`, ...searchHeaders(key) },
        body: worstCaseSearch(index),
      });
      const statuses = Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => `${count} x ${status}`);
      return `${statuses.join(", ")}${result.errors ? `, ${result.errors} errors` : ""}`;
    });
  } finally {
    await server.stop();
  }
}

console.log(`\n/healthz while 10 connections send worst-case searches to ${SITE}, ${SECONDS} s per row (ms)\n`);
console.log(`${"".padEnd(30)}  ${"p50".padStart(7)}  ${"p99".padStart(7)}  ${"max".padStart(7)}  samples  searches answered`);
for (const [name, row] of Object.entries(rows)) {
  console.log(`${name.padEnd(30)}  ${row.p50.toFixed(1).padStart(7)}  ${row.p99.toFixed(1).padStart(7)}  ${row.max.toFixed(1).padStart(7)}  ${String(row.samples).padStart(7)}  ${row.searches ?? ""}`);
}

/** /healthz timed one request after another while `load` runs. */
async function healthWhile(port: number, load: () => Promise<string | void>): Promise<Row> {
  const watch = watchHealth(port);
  const searches = await load();
  const times = (await watch.stop()).sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), max: times.at(-1)!, samples: times.length, ...(searches ? { searches } : {}) };
}
