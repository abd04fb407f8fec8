import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_counters")
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("window_start", "bigint", (col) => col.notNull())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("rate_counters_pk", ["key", "window_start"])
    .execute();
  await db.schema.createIndex("rate_counters_expires_at").on("rate_counters").column("expires_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_counters").execute();
}
