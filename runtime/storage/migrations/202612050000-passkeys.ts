import type { Kysely } from "kysely";

// Shoppers' passkeys (WebAuthn credentials: public keys only) and the single-use challenges of their ceremonies.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("passkeys")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("account_id", "text", (col) => col.notNull().references("accounts.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("public_key", "text", (col) => col.notNull())
    .addColumn("sign_count", "bigint", (col) => col.notNull())
    .addColumn("transports", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_used_at", "text")
    .execute();
  await db.schema.createIndex("passkeys_account").on("passkeys").column("account_id").execute();

  await db.schema
    .createTable("passkey_challenges")
    .addColumn("challenge", "text", (col) => col.primaryKey())
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("purpose", "text", (col) => col.notNull())
    .addColumn("account_id", "text")
    .addColumn("rp_id", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("passkey_challenges_expires").on("passkey_challenges").column("expires_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["passkey_challenges", "passkeys"]) await db.schema.dropTable(table).execute();
}
