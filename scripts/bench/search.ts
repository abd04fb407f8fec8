// npm run bench:search — the embedded search service over HTTP on loopback, against a static 1 KB JSON from the
// same server in the same run. For 10,000 and 100,000 generated cars: index build time (replica sort orders
// separately), memory held (heap + array buffers, and RSS), and p50/p99 of a typical InstantSearch multi-query
// (main query with 2 refined facets plus their 2 disjunctive queries). An empty multi-query through the same route
// shows what the HTTP route itself costs.
// Each size runs three ways:
//   cold    a stock change before every search, applied to the index, its cached filter sets and the sort orders in
//           use before the search is sent: the result cache cannot answer; the figure for the targets;
//   warm    no stock changes and the result cache off (the steady state between stock changes);
//   cached  the service's result cache on: repeated identical searches served from memory (not a search figure).
import { fork, type ChildProcess } from "node:child_process";
import { Agent, request } from "node:http";
import { CARD_ATTRIBUTES, PAGE_RESPONSE_FIELDS } from "../../runtime/search-ui/car-hit.ts";
import { percentile } from "./support.ts";

interface Ready {
  port: number;
  buildMs: number;
  sortsMs: number;
  heapMB: number;
  rssMB: number;
  listed: number;
  apiKey: string;
  pairs: { make: string; body: string }[];
}

type Mode = "cold" | "warm" | "cached";

const MODES: readonly Mode[] = ["cold", "warm", "cached"];
// Optional arguments narrow the run (`npm run bench:search -- 10000 cold`): sizes are numbers, modes by name.
const args = process.argv.slice(2);
const sizeArgs = args.filter((arg) => /^\d+$/.test(arg)).map(Number);
const modeArgs = args.filter((arg): arg is Mode => (MODES as readonly string[]).includes(arg));
const unknown = args.filter((arg) => !/^\d+$/.test(arg) && !(MODES as readonly string[]).includes(arg));
if (unknown.length) throw new Error(`bench:search takes car counts and modes (${MODES.join(", ")}), not: ${unknown.join(" ")}`);
const SIZES = sizeArgs.length ? sizeArgs : [10_000, 100_000];
const ROUNDS = 2000;
const WARM_UP = 200;
const TARGETS: Record<number, string> = { 10_000: "p50 within 2x of the static JSON", 100_000: "p50 under 15 ms" };

// What the search page sends (read off Chromium's request on a demo site): the facets of the default filter
// sidebar, the largest "show more" limit, the card fields, no highlighting and the result fields it reads.
const FACETS = [
  "badge", "body", "car_type", "certified", "city", "colour", "dealership_name", "drive", "filtered_features", "fuel", "item_type",
  "km", "location_name", "make", "make_model", "price", "seats", "state", "status", "tag", "transmission", "year",
];

/** The search page's request with make and body refined: the main query and one disjunctive query per refined facet. */
function multiQuery(make: string, body: string): string {
  const common = {
    indexName: "Car_production",
    query: "",
    attributesToRetrieve: CARD_ATTRIBUTES,
    attributesToHighlight: [],
    responseFields: PAGE_RESPONSE_FIELDS,
    highlightPreTag: "__ais-highlight__",
    highlightPostTag: "__/ais-highlight__",
    maxValuesPerFacet: 100,
  };
  const disjunctive = { ...common, page: 0, hitsPerPage: 0, analytics: false, clickAnalytics: false };
  return JSON.stringify({
    requests: [
      { ...common, page: 0, hitsPerPage: 21, facets: FACETS, facetFilters: [[`body:${body}`], [`make:${make}`]] },
      { ...disjunctive, facets: "body", facetFilters: [[`make:${make}`]] },
      { ...disjunctive, facets: "make", facetFilters: [[`body:${body}`]] },
    ],
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One request's time in ms and response size in bytes. */
function timed(port: number, path: string, method: "GET" | "POST", headers: Record<string, string>, body?: string): Promise<[number, number]> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request({ host: "127.0.0.1", port, path, method, headers, agent }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => (res.statusCode === 200 ? resolve([Number(process.hrtime.bigint() - started) / 1e6, bytes]) : reject(new Error(`${path}: ${res.statusCode}`))));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Asks the bench server to change one car and waits until the index has it. */
function bump(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once("message", () => resolve());
    child.send("bump");
  });
}

const LABELS: Record<Mode, string> = {
  cold: "COLD: a stock change before every search, so no answer is reused (the figure for the targets)",
  warm: "WARM: no stock changes, result cache off",
  cached: "CACHED: repeated identical searches served from the result cache (not a search figure; not for the targets)",
};

async function run(size: number, mode: Mode): Promise<void> {
  const child = fork(new URL("./search-server.ts", import.meta.url), [String(size), mode], { execArgv: ["--expose-gc"] });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once("message", (message) => resolve(message as Ready));
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const headers = { "content-type": "text/plain", "x-algolia-application-id": "forecourt", "x-algolia-api-key": ready.apiKey };
  const bodies = ready.pairs.map(({ make, body }) => multiQuery(make, body));
  const search: number[] = [];
  const staticJson: number[] = [];
  const emptyQuery: number[] = [];
  let searchBytes = 0;
  // Interleaved, after a warm-up, so all three see the same machine load.
  for (let i = -WARM_UP; i < ROUNDS; i++) {
    if (mode === "cold") await bump(child);
    const [s, bytes] = await timed(ready.port, "/1/indexes/*/queries", "POST", headers, bodies[(i + WARM_UP) % bodies.length]);
    const [t] = await timed(ready.port, "/static.json", "GET", {});
    const [e] = await timed(ready.port, "/1/indexes/*/queries", "POST", headers, '{"requests":[]}');
    if (i >= 0) {
      search.push(s);
      staticJson.push(t);
      emptyQuery.push(e);
      searchBytes += bytes;
    }
  }
  child.send("stop");
  await new Promise((resolve) => child.once("exit", resolve));
  for (const values of [search, staticJson, emptyQuery]) values.sort((a, b) => a - b);
  const row = (name: string, values: number[]) =>
    console.log(`  ${name.padEnd(26)} p50 ${percentile(values, 0.5).toFixed(3).padStart(7)} ms   p99 ${percentile(values, 0.99).toFixed(3).padStart(7)} ms`);
  const p50 = (values: number[]) => percentile(values, 0.5);
  console.log(`\n${size.toLocaleString("en-AU")} cars (${ready.listed.toLocaleString("en-AU")} listed), ${LABELS[mode]}`);
  console.log(
    `  index built in ${(ready.buildMs / 1000).toFixed(2)} s, replica sort orders in ${(ready.sortsMs / 1000).toFixed(2)} s ` +
      `(total ${((ready.buildMs + ready.sortsMs) / 1000).toFixed(2)} s); memory held: heap + array buffers ${ready.heapMB.toFixed(0)} MB, RSS ${ready.rssMB.toFixed(0)} MB`,
  );
  row("static 1 KB JSON", staticJson);
  row("empty multi-query (0)", emptyQuery);
  row("search multi-query (3)", search);
  console.log(`  ratio search/static p50 ${(p50(search) / p50(staticJson)).toFixed(2)}x (the search route's own floor, an empty multi-query, is ${(p50(emptyQuery) / p50(staticJson)).toFixed(2)}x)`);
  if (mode === "cold" && TARGETS[size]) console.log(`  target: ${TARGETS[size]}`);
  console.log(`  ${bodies.length} refinement pairs, ${ROUNDS} requests of each kind, search responses of ${(searchBytes / ROUNDS / 1024).toFixed(0)} KB`);
}

console.log("Search benchmark: sequential requests on one keep-alive connection, loopback HTTP");
for (const size of SIZES) {
  for (const mode of modeArgs.length ? modeArgs : MODES) await run(size, mode);
}
agent.destroy();
