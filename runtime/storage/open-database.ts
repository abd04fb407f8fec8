import { chmodSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "../types/services.ts";
import type { Tables } from "./tables.ts";
import { NodeSqliteDialect } from "./node-sqlite-dialect.ts";
import { migrateToLatest } from "./migrate.ts";
import { noNotices, postgresNotices, type DatabaseNotices } from "./database-notices.ts";

export interface OpenDatabaseOptions {
  /** Folder of the embedded SQLite database (`forecourt.db`); created if missing. */
  dataDir: string;
  /** A PostgreSQL connection string; when set, PostgreSQL is used instead of SQLite. */
  databaseUrl?: string | null;
}

export interface OpenedDatabase {
  db: Database;
  dialect: "sqlite" | "postgres";
  /** Word of other connections' commits, where the engine sends it (PostgreSQL). */
  notices: DatabaseNotices;
  close(): Promise<void>;
}

/** Opens the platform database and brings its schema up to date. */
export async function openDatabase({ dataDir, databaseUrl }: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const opened = databaseUrl ? openPostgres(databaseUrl) : openSqlite(dataDir);
  try {
    await migrateToLatest(opened.db);
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}

function openSqlite(dataDir: string): OpenedDatabase {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, "forecourt.db");
  const sqlite = new DatabaseSync(file);
  // Leads hold shoppers' contact details: only the server's own user may read them (a database made before
  // this rule included).
  chmodSync(file, 0o600);
  // synchronous=FULL: a commit is on disk before it returns, so an acknowledged lead survives a power cut.
  sqlite.exec("pragma journal_mode = wal; pragma synchronous = full; pragma busy_timeout = 5000; pragma foreign_keys = on;");
  const db = new Kysely<Tables>({ dialect: new NodeSqliteDialect(sqlite) });
  return { db, dialect: "sqlite", notices: noNotices, close: () => db.destroy() };
}

function openPostgres(connectionString: string): OpenedDatabase {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  const notices = postgresNotices(connectionString);
  return {
    db,
    dialect: "postgres",
    notices,
    async close() {
      await notices.close();
      await db.destroy();
    },
  };
}
