// npm run bench:search: the embedded search service over HTTP on loopback, against a static 1 KB JSON from the
// same server, and @orama/orama answering the same query in-process, in the same run. For 10,000 and 100,000
// generated cars read from SQLite: time to be ready (reading the stock apart), index memory and RSS, p50/p99 of
// the search page's multi-query (main query with 2 refined facets plus their 2 disjunctive queries), and RSS
// before and after a 60-second load test. Each size runs:
//   cold    a stock change before every search, applied to the index before the search is sent: the result cache
//           cannot answer; the figure for the targets;
//   warm    no stock changes and the result cache off;
//   load    60 seconds of concurrent searches (autocannon, result cache on), RSS compared with its start;
//   start   (only when asked for) the server started and stopped: its time to be ready, CPU, index memory and
//           RSS, without searching, so a start figure takes about a minute at 100,000 cars.
import { fork, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { percentile } from "./support.ts";

interface Ready {
  port: number;
  readyMs: number;
  readMs: number;
  readyCpuMs: number;
  readCpuMs: number;
  sortsMs: number;
  indexMB: number;
  rssMB: number;
  listed: number;
  apiKey: string;
}

type Mode = "cold" | "warm" | "load" | "start";

const MODES: readonly Mode[] = ["cold", "warm", "load", "start"];
/** What a run does when no mode is named: `start` alone is for taking a start figure quickly. */
const DEFAULT_MODES: readonly Mode[] = ["cold", "warm", "load"];
// Optional arguments narrow the run (`npm run bench:search -- 10000 cold`): sizes are numbers, modes by name.
// `fresh` seeds again a size's database, which is otherwise kept between runs (in the system's temp folder).
const args = process.argv.slice(2).filter((arg) => arg !== "fresh");
const fresh = process.argv.includes("fresh");
const sizeArgs = args.filter((arg) => /^\d+$/.test(arg)).map(Number);
const modeArgs = args.filter((arg): arg is Mode => (MODES as readonly string[]).includes(arg));
const unknown = args.filter((arg) => !/^\d+$/.test(arg) && !(MODES as readonly string[]).includes(arg));
if (unknown.length) throw new Error(`bench:search takes car counts, modes (${MODES.join(", ")}) and fresh, not: ${unknown.join(" ")}`);
const SIZES = sizeArgs.length ? sizeArgs : [10_000, 100_000];
const ROUNDS = 1000;
const WARM_UP = 100;
const LOAD_SECONDS = 60;
const TARGETS: Record<number, { p50: number; p99: number }> = { 10_000: { p50: 3, p99: 15 }, 100_000: { p50: 15, p99: 60 } };

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
// The server runs with the Node flags `npm start` gives the platform (package.json), so its heap is sized as in production.
const startScript = (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { scripts: { start: string } }).scripts.start;
const SERVER_FLAGS = startScript.split(/\s+/).filter((arg) => arg.startsWith("--"));

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

/** Sends a message to a child and waits for its answer. */
function ask<T>(child: ChildProcess, message: string): Promise<T> {
  return new Promise((resolve) => {
    child.once("message", (answer) => resolve(answer as T));
    child.send(message);
  });
}

/** Runs a child script to its one message. */
function child<T>(script: string, args: string[]): Promise<T> {
  const process = fork(new URL(script, import.meta.url), args, { execArgv: ["--expose-gc"] });
  return new Promise<T>((resolve, reject) => {
    process.once("message", (message) => resolve(message as T));
    process.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

function startServer(dataDir: string, mode: Mode): { server: ChildProcess; ready: Promise<Ready> } {
  const server = fork(new URL("./search-server.ts", import.meta.url), [dataDir, mode], { execArgv: ["--expose-gc", ...SERVER_FLAGS] });
  const ready = new Promise<Ready>((resolve, reject) => {
    server.once("message", (message) => resolve(message as Ready));
    server.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { server, ready };
}

async function stop(server: ChildProcess): Promise<void> {
  server.send("stop");
  await new Promise((resolve) => server.once("exit", resolve));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function printReady(ready: Ready): void {
  console.log(`  ready in ${seconds(ready.readyMs)} (CPU ${seconds(ready.readyCpuMs)}): reading the stock from SQLite ${seconds(ready.readMs)} (CPU ${seconds(ready.readCpuMs)}), index build ${seconds(ready.readyMs - ready.readMs)} (CPU ${seconds(ready.readyCpuMs - ready.readCpuMs)}); ${ready.listed.toLocaleString("en-AU")} listed cars; replica sort orders ${seconds(ready.sortsMs)}`);
  console.log(`  index held: heap + array buffers ${ready.indexMB.toFixed(0)} MB; RSS when ready ${ready.rssMB.toFixed(0)} MB`);
}

async function start(dataDir: string): Promise<void> {
  const { server, ready: starting } = startServer(dataDir, "start");
  const ready = await starting;
  await stop(server);
  console.log("  START: the server started and stopped, no searches");
  printReady(ready);
}
const row = (name: string, values: number[]) =>
  console.log(`  ${name.padEnd(30)} p50 ${percentile(values, 0.5).toFixed(3).padStart(8)} ms   p99 ${percentile(values, 0.99).toFixed(3).padStart(8)} ms`);

async function latency(size: number, dataDir: string, bodies: string[], mode: "cold" | "warm"): Promise<void> {
  const { server, ready: starting } = startServer(dataDir, mode);
  const ready = await starting;
  const headers = { "content-type": "text/plain", "x-algolia-application-id": "forecourt", "x-algolia-api-key": ready.apiKey };
  const search: number[] = [];
  const staticJson: number[] = [];
  let searchBytes = 0;
  // Interleaved, after a warm-up, so both see the same machine load.
  for (let i = -WARM_UP; i < ROUNDS; i++) {
    if (mode === "cold") await ask(server, "bump");
    const [s, bytes] = await timed(ready.port, "/1/indexes/*/queries", "POST", headers, bodies[(i + WARM_UP) % bodies.length]);
    const [t] = await timed(ready.port, "/static.json", "GET", {});
    if (i >= 0) {
      search.push(s);
      staticJson.push(t);
      searchBytes += bytes;
    }
  }
  await stop(server);
  search.sort((a, b) => a - b);
  staticJson.sort((a, b) => a - b);
  console.log(`  ${mode === "cold" ? "COLD: a stock change before every search (the figure for the targets)" : "WARM: no stock changes, result cache off"}`);
  if (mode === "cold") printReady(ready);
  row("static 1 KB JSON", staticJson);
  row("search multi-query (3)", search);
  const target = TARGETS[size];
  if (mode === "cold" && target) console.log(`  target: p50 under ${target.p50} ms, p99 under ${target.p99} ms`);
  console.log(`  ${bodies.length} refinement pairs, ${ROUNDS} requests of each kind, answers of ${(searchBytes / ROUNDS / 1024).toFixed(0)} KB`);
}

async function load(dataDir: string, bodies: string[]): Promise<void> {
  const { server, ready: starting } = startServer(dataDir, "load");
  const ready = await starting;
  const start = await ask<{ heap: number; rss: number }>(server, "memory");
  const headers = { "content-type": "text/plain", "x-algolia-application-id": "forecourt", "x-algolia-api-key": ready.apiKey };
  const result = await autocannon({
    url: `http://127.0.0.1:${ready.port}`,
    connections: 8,
    duration: LOAD_SECONDS,
    requests: bodies.map((body) => ({ method: "POST" as const, path: "/1/indexes/*/queries", headers, body })),
  });
  const after = await ask<{ heap: number; rss: number }>(server, "memory");
  await stop(server);
  console.log(`  LOAD: ${LOAD_SECONDS} s, 8 connections, result cache on: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`);
  const growth = ((after.rss - start.rss) / start.rss) * 100;
  console.log(`  RSS ${start.rss.toFixed(0)} MB before, ${after.rss.toFixed(0)} MB after (${growth >= 0 ? "+" : ""}${growth.toFixed(1)}%; target within 15%); heap + array buffers ${start.heap.toFixed(0)} -> ${after.heap.toFixed(0)} MB`);
}

async function orama(size: number): Promise<void> {
  const peer = await child<{ buildMs: number; indexMB: number; p50: number; p99: number }>("./search-orama.ts", [String(size), String(Math.min(ROUNDS, 200))]);
  console.log(`  PEER @orama/orama in-process: index built in ${seconds(peer.buildMs)}, ${peer.indexMB.toFixed(0)} MB; main query p50 ${peer.p50.toFixed(3)} ms, p99 ${peer.p99.toFixed(3)} ms`);
}

console.log("Search benchmark: sequential requests on one keep-alive connection, loopback HTTP; stock read from SQLite");
console.log("Targets: 10,000 cars p50 < 3 ms, p99 < 15 ms; 100,000 cars p50 < 15 ms, p99 < 60 ms, index build < 10 s and < 400 MB, ready < 6 s and < 700 MB RSS, RSS after load within 15%");
for (const size of SIZES) {
  // Seeding 100,000 cars takes longer than the rest of the run: a seeded database is kept for the next run.
  const dataDir = join(tmpdir(), `bench-search-${size}`);
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  console.log(`\n${size.toLocaleString("en-AU")} cars`);
  const { bodies } = await child<{ bodies: string[] }>("./search-seed.ts", [String(size), dataDir, existsSync(dataDir) ? "seeded" : "seed"]);
  const modes = modeArgs.length ? modeArgs : DEFAULT_MODES;
  for (const mode of modes) {
    if (mode === "load") await load(dataDir, bodies);
    else if (mode === "start") await start(dataDir);
    else await latency(size, dataDir, bodies, mode);
  }
  // The peer's figures stand beside search latencies: a start figure alone is taken without them.
  if (modes.some((mode) => mode !== "start")) await orama(size);
}
agent.destroy();
