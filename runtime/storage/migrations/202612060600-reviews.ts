import type { Kysely } from "kysely";

// Customer reviews of a site's locations: imported from a dealer's Google reviews export (source `import`) or sent
// through the review form and decided in the console (source `form`, keyed by its lead). Only published ones show.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("reviews")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("location_slug", "text", (col) => col.notNull())
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("source_id", "text", (col) => col.notNull())
    .addColumn("customer_name", "text", (col) => col.notNull())
    .addColumn("text", "text")
    .addColumn("rating", "integer", (col) => col.notNull())
    .addColumn("review_date", "text")
    .addColumn("reply_text", "text")
    .addColumn("reply_date", "text")
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("reviews_site_source").unique().on("reviews").columns(["site_slug", "source", "source_id"]).execute();
  await db.schema.createIndex("reviews_site_listing").on("reviews").columns(["site_slug", "status", "review_date"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("reviews").execute();
}
