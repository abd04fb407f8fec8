import type { Kysely } from "kysely";

// The hash of each lead's secret; leads stored before it have none, so they can no longer be changed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("secret_hash", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("leads").dropColumn("secret_hash").execute();
}
