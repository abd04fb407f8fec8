import { execFileSync, execFile } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);
const BIN = "/usr/lib/postgresql/15/bin";

/** A throwaway PostgreSQL 15 cluster, reachable only through a unix socket in its own temp folder. */
export interface PostgresCluster {
  /** DATABASE_URL of the cluster's `postgres` database. */
  url: string;
  /** Creates an empty database in the cluster and returns its DATABASE_URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the cluster and deletes its files. */
  stop(): Promise<void>;
}

/** Starts a fresh cluster (initdb + pg_ctl as user postgres). Throws with the server log if it cannot start. */
export async function startPostgres(): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), "forecourt-pg-"));
  const dataDir = join(dir, "data");
  const logFile = join(dir, "server.log");
  const { uid, gid } = postgresUser();
  chownSync(dir, uid, gid);
  const port = await freePort();
  const stopSync = () => stopCluster(dataDir, dir);
  try {
    await asPostgres("initdb", ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
    // A test cluster needs no crash safety; skipping fsync keeps the PostgreSQL half of the suite quick.
    const serverOptions = `-p ${port} -k ${dir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    await asPostgres("pg_ctl", ["-D", dataDir, "-l", logFile, "-o", serverOptions, "-w", "-t", "60", "start"]);
  } catch (error) {
    const log = readLog(logFile);
    stopSync();
    throw new Error(`PostgreSQL test cluster did not start: ${(error as Error).message}\n${log}`, { cause: error });
  }
  process.once("exit", stopSync);
  const urlFor = (database: string) =>
    `postgresql://postgres@localhost:${port}/${database}?host=${encodeURIComponent(dir)}`;
  return {
    url: urlFor("postgres"),
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: urlFor("postgres") });
      await client.connect();
      try {
        await client.query(`create database "${name}"`);
      } finally {
        await client.end();
      }
      return urlFor(name);
    },
    async stop() {
      process.removeListener("exit", stopSync);
      stopSync();
    },
  };
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

async function asPostgres(binary: string, args: string[]): Promise<void> {
  await run("runuser", ["-u", "postgres", "--", join(BIN, binary), ...args], { cwd: "/" });
}

function stopCluster(dataDir: string, dir: string): void {
  try {
    execFileSync("runuser", ["-u", "postgres", "--", join(BIN, "pg_ctl"), "-D", dataDir, "-m", "immediate", "-w", "stop"], {
      cwd: "/",
      stdio: "ignore",
    });
  } catch {
    // Not running (never started, or already stopped): nothing to stop, only files to remove.
  }
  rmSync(dir, { recursive: true, force: true });
}

function readLog(file: string): string {
  try {
    return execFileSync("tail", ["-n", "20", file], { encoding: "utf8" });
  } catch {
    return "(no server log)";
  }
}

/** A port no one listens on now; it only names the socket file, since the cluster listens on no TCP address. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}
