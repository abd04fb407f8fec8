import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("hosted_search_cursors")
    .addColumn("site", "text", (col) => col.primaryKey())
    .addColumn("position", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("hosted_search_records")
    .addColumn("site", "text", (col) => col.notNull())
    .addColumn("object_id", "text", (col) => col.notNull())
    .addColumn("record", "text", (col) => col.notNull())
    .addColumn("listed_until", "bigint")
    .addPrimaryKeyConstraint("hosted_search_records_pk", ["site", "object_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("hosted_search_records").execute();
  await db.schema.dropTable("hosted_search_cursors").execute();
}
