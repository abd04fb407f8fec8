import type { Kysely } from "kysely";

// Shopper alerts: the account's choice, what each watched car and saved search was when the shopper last heard of
// it, one digest claim per account and day (so two servers never both send it), addresses that unsubscribed, the
// outbox's unsubscribe link, and the account a lead was sent from (the garage lists it).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("accounts").addColumn("alerts", "integer", (col) => col.notNull().defaultTo(1)).execute();
  await db.schema.alterTable("watchlist").addColumn("known_price", "integer").execute();
  await db.schema.alterTable("watchlist").addColumn("known_sold", "integer", (col) => col.notNull().defaultTo(0)).execute();
  // A stock change wakes the alert sweep only when it touches a watched car: looked up by car.
  await db.schema.createIndex("watchlist_car").on("watchlist").column("car_id").execute();
  await db.schema.alterTable("saved_searches").addColumn("alerted_at", "text").execute();
  await db.schema.alterTable("outbox").addColumn("unsubscribe_url", "text").execute();
  await db.schema.alterTable("leads").addColumn("account_id", "text").execute();
  await db.schema.createIndex("leads_account_created").on("leads").columns(["account_id", "created_at"]).execute();

  await db.schema
    .createTable("alert_digests")
    .addColumn("account_id", "text", (col) => col.notNull().references("accounts.id").onDelete("cascade"))
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("alert_digests_pk", ["account_id", "day"])
    .execute();

  await db.schema
    .createTable("unsubscribes")
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("destination", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("unsubscribes_pk", ["site_slug", "destination"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("unsubscribes").execute();
  await db.schema.dropTable("alert_digests").execute();
  await db.schema.dropIndex("leads_account_created").execute();
  await db.schema.dropIndex("watchlist_car").execute();
  for (const [table, column] of [["leads", "account_id"], ["outbox", "unsubscribe_url"], ["saved_searches", "alerted_at"], ["watchlist", "known_sold"], ["watchlist", "known_price"], ["accounts", "alerts"]]) {
    await db.schema.alterTable(table!).dropColumn(column!).execute();
  }
}
