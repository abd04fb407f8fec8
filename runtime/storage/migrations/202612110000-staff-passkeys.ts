import type { Kysely } from "kysely";

// Dealer staff's passkeys (WebAuthn public keys), kept apart from shoppers' so neither signs in as the other; their
// ceremonies' challenges share `passkey_challenges` under purposes of their own.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("staff_passkeys")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("staff_id", "text", (col) => col.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("public_key", "text", (col) => col.notNull())
    .addColumn("sign_count", "bigint", (col) => col.notNull())
    .addColumn("transports", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_used_at", "text")
    .execute();
  await db.schema.createIndex("staff_passkeys_staff").on("staff_passkeys").column("staff_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("staff_passkeys").execute();
}
