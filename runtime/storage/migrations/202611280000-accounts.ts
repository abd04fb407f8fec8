import type { Kysely } from "kysely";

// Shopper accounts (one site each), their one-time codes and sessions, saved cars, and the notifier's outbox.
// Secrets (codes, session ids) are stored only as SHA-256 hashes.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("accounts")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("name", "text")
    .addColumn("phone", "text")
    .addColumn("email", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("accounts_site_phone").unique().on("accounts").columns(["site_slug", "phone"]).execute();
  await db.schema.createIndex("accounts_site_email").unique().on("accounts").columns(["site_slug", "email"]).execute();

  await db.schema
    .createTable("sign_in_codes")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("destination", "text", (col) => col.notNull())
    .addColumn("account_id", "text")
    .addColumn("code_hash", "text", (col) => col.notNull())
    .addColumn("tries_left", "integer", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("sign_in_codes_expires").on("sign_in_codes").column("expires_at").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id_hash", "text", (col) => col.primaryKey())
    .addColumn("account_id", "text", (col) => col.notNull().references("accounts.id").onDelete("cascade"))
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("sessions_account").on("sessions").column("account_id").execute();

  for (const table of ["watchlist", "account_favourites"]) {
    await db.schema
      .createTable(table)
      .addColumn("account_id", "text", (col) => col.notNull().references("accounts.id").onDelete("cascade"))
      .addColumn("car_id", "integer", (col) => col.notNull())
      .addColumn("entry", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ["account_id", "car_id"])
      .execute();
  }

  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("channel", "text", (col) => col.notNull())
    .addColumn("destination", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("delivered_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("outbox_site_created").on("outbox").columns(["site_slug", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["outbox", "account_favourites", "watchlist", "sessions", "sign_in_codes", "accounts"]) {
    await db.schema.dropTable(table).execute();
  }
}
