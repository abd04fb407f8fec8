import type { Kysely } from "kysely";

// Shoppers' saved searches: a results page's URL state, and when the shopper last looked at its results.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("saved_searches")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("account_id", "text", (col) => col.notNull().references("accounts.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("url", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_seen_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("saved_searches_account_url").unique().on("saved_searches").columns(["account_id", "url"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("saved_searches").execute();
}
