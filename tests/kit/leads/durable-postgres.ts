import { execFile, execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);
const BIN = "/usr/lib/postgresql/15/bin";

/**
 * A throwaway PostgreSQL 15 cluster with crash-safe settings (fsync, synchronous_commit and full-page writes
 * on), for benchmarks of durable commits. The test harness's cluster turns them off for speed.
 */
export async function startDurablePostgres(port: number): Promise<{ url: string; stop(): void }> {
  const dir = mkdtempSync(join(tmpdir(), "forecourt-pg-durable-"));
  const dataDir = join(dir, "data");
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  chownSync(dir, id("-u"), id("-g"));
  const asPostgres = (binary: string, args: string[]) =>
    run("runuser", ["-u", "postgres", "--", join(BIN, binary), ...args], { cwd: "/" });
  const stop = () => {
    try {
      execFileSync("runuser", ["-u", "postgres", "--", join(BIN, "pg_ctl"), "-D", dataDir, "-m", "fast", "-w", "stop"], {
        cwd: "/",
        stdio: "ignore",
      });
    } catch {
      // Never started: only files to remove.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await asPostgres("initdb", ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C"]);
    const options = `-p ${port} -k ${dir} -c listen_addresses='' -c fsync=on -c synchronous_commit=on -c full_page_writes=on -c max_connections=100`;
    await asPostgres("pg_ctl", ["-D", dataDir, "-l", join(dir, "server.log"), "-o", options, "-w", "-t", "60", "start"]);
    const url = `postgresql://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query("create database bench");
    await client.end();
    return { url: url.replace("/postgres?", "/bench?"), stop };
  } catch (error) {
    stop();
    throw error;
  }
}
