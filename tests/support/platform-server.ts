// The real platform server (dist/server/main.js) as a child process, for tests and benchmarks that must see
// the whole wiring: tenant resolution, the request handler's body limit, the lead API, storage and delivery.
import { execFile, spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import { promisify } from "node:util";
import { buildIsFresh } from "../../../scripts/build-stamp.ts";

const run = promisify(execFile);
const BUILD_LOCK = "dist/.build-lock";
const STALE_LOCK_MS = 10 * 60 * 1000;

export interface PlatformProcess {
  port: number;
  /** SIGKILL: no shutdown, no flush; whatever was not committed is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the server's own graceful shutdown. */
  stop(): Promise<void>;
}

/**
 * Builds dist/ with scripts/build.ts unless it is up to date. Test files run in parallel workers, so one builds
 * (holding a lock directory) while the others wait for it.
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
 * Starts `node dist/server/main.js` with `env` (SITES_DIR, DATA_DIR, DATABASE_URL...) on `port` (0: any free
 * one) and resolves once it listens and answers /healthz.
 */
export async function startPlatform(env: Record<string, string>, port = 0): Promise<PlatformProcess> {
  await ensurePlatformBuilt();
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const listening = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const found = / on http:\/\/[^\s:]+:(\d+)/.exec(out);
      if (found) resolve(Number(found[1]));
    });
    child.once("exit", (code) => reject(new Error(`platform server exited with ${code} before listening:\n${out}`)));
  });
  await waitHealthy(listening);
  return {
    port: listening,
    async kill() {
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      child.kill("SIGTERM");
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
