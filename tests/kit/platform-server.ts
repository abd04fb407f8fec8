// The real platform server (dist/server/main.js) as a child process, for tests and benchmarks that must see
// the whole wiring: tenant resolution, the request handler's body limit, the API routes, storage and delivery.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { buildIsFresh } from "../../scripts/build-stamp.ts";

const run = promisify(execFile);
const BUILD_LOCK = "dist/.build-lock";
const STALE_LOCK_MS = 10 * 60 * 1000;

/**
 * Limits a test run would trip without any abuse: every test request comes from 127.0.0.1 (the per-address
 * limit), and the machine running the suite is busy with it (load shedding). Tests of those limits set them.
 */
const OUT_OF_REACH = { RATE_LIMIT_PER_MINUTE: "1000000000", SHED_EVENT_LOOP_UTILIZATION: "0", SHED_EVENT_LOOP_DELAY_MS: "0" };

export interface PlatformServer {
  /** The port the server chose on its first start; a restart listens on it again. */
  port: number;
  /** SIGKILL: no shutdown, no flush; whatever was not committed is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the server's own graceful shutdown. */
  stop(): Promise<void>;
  /** Starts it again after kill() or stop(): same port, same environment, so the same storage. */
  restart(): Promise<void>;
}

/**
 * Builds dist/ with scripts/build.ts unless it is up to date: once, before the first startPlatform. Test files
 * run in parallel workers, so one builds (holding a lock directory) while the others wait for it.
 */
export async function ensurePlatformBuilt(): Promise<void> {
  mkdirSync("dist", { recursive: true });
  while (!buildIsFresh()) {
    if (!takeLock()) {
      await sleep(250);
      continue;
    }
    try {
      // A production build, as `npm start` makes: under a test runner NODE_ENV is "test", which would build
      // React's development JSX runtime into a bundle the server then runs in production.
      const env = { ...process.env, NODE_ENV: "production" };
      if (!buildIsFresh()) await run(process.execPath, ["scripts/build.ts"], { env, maxBuffer: 16 * 1024 * 1024 });
    } finally {
      rmSync(BUILD_LOCK, { recursive: true, force: true });
    }
  }
}

function takeLock(): boolean {
  try {
    mkdirSync(BUILD_LOCK);
    return true;
  } catch {
    // A lock left by a build that died is taken over.
    if (existsSync(BUILD_LOCK) && Date.now() - statSync(BUILD_LOCK).mtimeMs > STALE_LOCK_MS) rmSync(BUILD_LOCK, { recursive: true, force: true });
    return false;
  }
}

/**
 * Starts the built server (see ensurePlatformBuilt) with `env` (SITES_DIR, DATABASE_URL...) on a free port of
 * 127.0.0.1, with a data directory of its own unless `env` names one (DATA_DIR), and resolves once it answers
 * /healthz.
 */
export async function startPlatform(env: Record<string, string> = {}): Promise<PlatformServer> {
  const fullEnv = { DATA_DIR: env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "forecourt-platform-")), ...env };
  // Port 0: the server picks a free port and says which; nothing can take it between choosing and listening.
  let running = await spawnPlatform(fullEnv, 0);
  const port = running.port;
  return {
    port,
    kill: () => running.signal("SIGKILL"),
    stop: () => running.signal("SIGTERM"),
    async restart() {
      running = await spawnPlatform(fullEnv, port);
    },
  };
}

async function spawnPlatform(env: Record<string, string>, port: number) {
  const child: ChildProcess = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", ...OUT_OF_REACH, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const listening = await new Promise<number>((resolve, reject) => {
    let out = "";
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const found = / on http:\/\/[^\s:]+:(\d+)/.exec(out);
      if (!found) return;
      // Keep draining stdout (a full pipe would stall the server's logging), without keeping it.
      child.stdout!.off("data", read).resume();
      resolve(Number(found[1]));
    };
    child.stdout!.on("data", read);
    child.once("exit", (code) => reject(new Error(`platform server exited with ${code} before listening:\n${out}`)));
  });
  await waitHealthy(listening);
  return {
    port: listening,
    async signal(signal: "SIGKILL" | "SIGTERM") {
      child.kill(signal);
      await exited;
    },
  };
}

async function waitHealthy(port: number): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(50);
  }
  throw new Error("platform server never became healthy");
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
