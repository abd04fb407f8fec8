import type { Kysely } from "kysely";

// Spin-to-win results. One spin per account and promotion is the first unique index (a double click, a second tab
// or a second server all meet it); the second gives each won unit of a prize with a stock its own number, so two
// shoppers spinning at once cannot both take the last one. The account's e-mail and phone are kept too, so an
// account deleted and made again finds its spin.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("promotion_spins")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("promotion_id", "text", (col) => col.notNull())
    .addColumn("account_id", "text", (col) => col.notNull())
    .addColumn("prize", "text", (col) => col.notNull())
    .addColumn("prize_unit", "integer")
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("lead_id", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("promotion_spins_one_per_account").unique().on("promotion_spins").columns(["site_slug", "promotion_id", "account_id"]).execute();
  await db.schema.createIndex("promotion_spins_prize_units").unique().on("promotion_spins").columns(["site_slug", "promotion_id", "prize", "prize_unit"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("promotion_spins").execute();
}
