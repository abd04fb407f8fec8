import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("stock_imports")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("outcome", "text", (col) => col.notNull())
    .addColumn("started_at", "text", (col) => col.notNull())
    .addColumn("finished_at", "text", (col) => col.notNull())
    .addColumn("report", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("stock_imports_site_started").on("stock_imports").columns(["site_slug", "started_at"]).execute();

  await db.schema
    .createTable("stock_import_locks")
    .addColumn("dealership_id", "integer", (col) => col.primaryKey())
    .addColumn("locked_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("stock_api_tokens")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("label", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("revoked_at", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["stock_api_tokens", "stock_import_locks", "stock_imports"]) await db.schema.dropTable(table).execute();
}
