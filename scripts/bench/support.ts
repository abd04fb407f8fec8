// Shared benchmark harness: start the built server on a free port, load it with autocannon, print figures.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { Agent, get } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { buildIsFresh } from "../build-stamp.ts";

export interface RunningServer {
  port: number;
  stop(): Promise<void>;
}

export async function ensureBuilt(): Promise<void> {
  if (buildIsFresh()) return;
  const { buildAll } = await import("../build.ts");
  await buildAll();
}

/** Starts `dist/server/main.js` with its own data directory and waits for /healthz. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  await ensureBuilt();
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), "forecourt-bench-")), ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
}

/** Loads one URL with a fixed number of connections for a fixed time. */
export async function measure(
  options: { url: string; host?: string; connections?: number; seconds?: number; method?: "GET" | "POST"; body?: string; headers?: Record<string, string> },
): Promise<Figures> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 10,
    duration: options.seconds ?? 8,
    method: options.method ?? "GET",
    body: options.body,
    headers: { ...(options.host ? { host: options.host } : {}), ...options.headers },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx responses and ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** GET with a Host header (fetch does not let a script set one), answering the status and body. */
export function getWithHost(url: string, host: string, agent?: Agent): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { host }, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    }).on("error", reject);
  });
}

/**
 * One request at a time over one kept-alive connection: each time is the server answering that request alone
 * (render and send, no queue), timed to the microsecond, which autocannon's whole-millisecond latencies are not.
 */
export async function oneAtATime(url: string, host: string, seconds = 8): Promise<Figures> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const started = performance.now();
  try {
    while (performance.now() - started < seconds * 1000) {
      const start = performance.now();
      const { status } = await getWithHost(url, host, agent);
      if (status !== 200) throw new Error(`${url} answered ${status}`);
      times.push(performance.now() - start);
    }
  } finally {
    agent.destroy();
  }
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  return { rps: times.length / elapsed, p50: at(0.5), p99: at(0.99) };
}

export function printTable(rows: Record<string, Figures>): void {
  const entries = Object.entries(rows);
  const width = Math.max(...entries.map(([name]) => name.length));
  console.log(`${"".padEnd(width)}  ${"req/s".padStart(9)}  ${"p50 ms".padStart(7)}  ${"p99 ms".padStart(7)}`);
  for (const [name, figures] of entries) {
    console.log(
      `${name.padEnd(width)}  ${figures.rps.toFixed(0).padStart(9)}  ${figures.p50.toFixed(2).padStart(7)}  ${figures.p99.toFixed(2).padStart(7)}`,
    );
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}
