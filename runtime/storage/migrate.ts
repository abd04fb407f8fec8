import type { Kysely } from "kysely";
import { Migrator, type MigrationResultSet } from "kysely/migration";
import { migrations } from "./migrations/index.ts";

/** Applies every pending migration; throws (naming the failed migration) if one fails. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const result = await createMigrator(db).migrateToLatest();
  if (result.error) throw migrationError(result);
  return result;
}

export function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function migrationError({ error, results }: MigrationResultSet): Error {
  const failed = results?.find((r) => r.status === "Error")?.migrationName;
  const message = error instanceof Error ? error.message : String(error);
  return new Error(failed ? `Migration ${failed} failed: ${message}` : `Migrations failed: ${message}`, { cause: error });
}
