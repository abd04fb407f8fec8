import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("cars")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("dealership_id", "integer", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("data", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("cars_dealership_id").on("cars").column("dealership_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("cars").execute();
}
