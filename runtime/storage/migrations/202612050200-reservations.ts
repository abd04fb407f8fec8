import { sql, type Kysely } from "kysely";

// Payments (each state change kept with the provider's reference) and car reservations. The partial unique
// index on a car's active reservation is what lets exactly one shopper win a car, whichever server they reach.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("payments")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("account_id", "text", (col) => col.notNull())
    .addColumn("car_id", "integer", (col) => col.notNull())
    .addColumn("idempotency_key", "text", (col) => col.notNull())
    .addColumn("provider", "text", (col) => col.notNull())
    .addColumn("provider_ref", "text", (col) => col.notNull())
    .addColumn("amount_cents", "integer", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("failure", "text")
    .addColumn("details", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("payments_site_key").unique().on("payments").columns(["site_slug", "idempotency_key"]).execute();

  await db.schema
    .createTable("payment_events")
    .addColumn("payment_id", "text", (col) => col.notNull().references("payments.id").onDelete("cascade"))
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("provider_ref", "text", (col) => col.notNull())
    .addColumn("at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("payment_events_pk", ["payment_id", "status"])
    .execute();

  await db.schema
    .createTable("reservations")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("car_id", "integer", (col) => col.notNull())
    .addColumn("account_id", "text", (col) => col.notNull())
    .addColumn("payment_id", "text", (col) => col.notNull().references("payments.id"))
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("ended_at", "text")
    .execute();
  await db.schema
    .createIndex("reservations_one_active_per_car")
    .unique()
    .on("reservations")
    .column("car_id")
    .where(sql.ref("status"), "=", "active")
    .execute();
  await db.schema.createIndex("reservations_status_expires").on("reservations").columns(["status", "expires_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("reservations").execute();
  await db.schema.dropTable("payment_events").execute();
  await db.schema.dropTable("payments").execute();
}
