import type { Kysely } from "kysely";

// The online purchase journey's drafts: one per shopper and car, so a journey started on one device resumes on any.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("checkout_drafts")
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("account_id", "text", (col) => col.notNull())
    .addColumn("car_id", "integer", (col) => col.notNull())
    .addColumn("step", "text", (col) => col.notNull())
    .addColumn("answers", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("checkout_drafts_pk", ["site_slug", "account_id", "car_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("checkout_drafts").execute();
}
