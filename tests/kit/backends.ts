import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { openDatabase, type OpenedDatabase } from "../../runtime/storage/open-database.ts";
import { startPostgres, type PostgresCluster } from "./postgres.ts";

export type BackendName = OpenedDatabase["dialect"];

export interface Backend {
  name: BackendName;
  /** Opens a fresh, empty, migrated database on this backend. It is closed and deleted after the suite. */
  open(): Promise<OpenedDatabase>;
  /** What openDatabase needs to reach a fresh database on this backend (for code that opens its own). */
  freshOptions(): Promise<{ dataDir: string; databaseUrl: string | null }>;
}

const BACKENDS: BackendName[] = ["sqlite", "postgres"];

/**
 * Runs the same suite once on SQLite and once on a throwaway PostgreSQL 15 cluster:
 *
 *   forEachBackend((backend) => {
 *     it("stores a lead", async () => { const { db } = await backend.open(); ... });
 *   });
 *
 * A backend that cannot start fails every test of its run (it is never skipped).
 */
export function forEachBackend(suite: (backend: Backend) => void): void {
  describe.each(BACKENDS)("on %s", (name) => {
    const backend = createBackend(name);
    beforeAll(() => backend.start(), 120_000);
    afterAll(() => backend.stop(), 60_000);
    suite(backend);
  });
}

function createBackend(name: BackendName): Backend & { start(): Promise<void>; stop(): Promise<void> } {
  const opened: OpenedDatabase[] = [];
  const dirs: string[] = [];
  let cluster: Promise<PostgresCluster> | undefined;
  let databases = 0;

  const freshOptions = async () => {
    const dataDir = mkdtempSync(join(tmpdir(), `forecourt-${name}-`));
    dirs.push(dataDir);
    if (name === "sqlite") return { dataDir, databaseUrl: null };
    if (!cluster) throw new Error("PostgreSQL cluster was not started (use the backend inside forEachBackend)");
    databases += 1;
    return { dataDir, databaseUrl: await (await cluster).createDatabase(`test_${databases}`) };
  };

  return {
    name,
    freshOptions,
    async open() {
      const database = await openDatabase(await freshOptions());
      opened.push(database);
      return database;
    },
    async start() {
      if (name !== "postgres") return;
      cluster = startPostgres();
      // A start failure surfaces in every test that opens a database, as that test's failure.
      await cluster.catch(() => undefined);
    },
    async stop() {
      await Promise.all(opened.splice(0).map((database) => database.close()));
      if (cluster) await (await cluster.catch(() => undefined))?.stop();
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}
