import type { Kysely } from "kysely";

// Ids are UUID text and timestamps ISO text, so the same DDL runs on SQLite and PostgreSQL.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("leads")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("form", "text")
    .addColumn("category", "text")
    .addColumn("subcategory", "text")
    .addColumn("car_id", "integer")
    .addColumn("dealership_slug", "text")
    .addColumn("payload", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("completed_at", "text")
    .execute();
  await db.schema.createIndex("leads_site_created").on("leads").columns(["site_slug", "created_at"]).execute();

  await db.schema
    .createTable("lead_outbox")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("lead_id", "text", (col) => col.notNull().references("leads.id"))
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("channel", "text", (col) => col.notNull())
    .addColumn("event", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("last_status", "integer")
    .addColumn("delivered_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_outbox_due").on("lead_outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("lead_outbox_lead").on("lead_outbox").column("lead_id").execute();

  await db.schema
    .createTable("lead_idempotency")
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("body_hash", "text", (col) => col.notNull())
    .addColumn("lead_id", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("lead_idempotency_pk", ["site_slug", "key"])
    .execute();
  await db.schema.createIndex("lead_idempotency_created").on("lead_idempotency").column("created_at").execute();

  await db.schema
    .createTable("lead_form_drafts")
    .addColumn("token", "text", (col) => col.primaryKey())
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("block_id", "text", (col) => col.notNull())
    .addColumn("form_values", "text", (col) => col.notNull())
    .addColumn("errors", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("lead_records")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("lead_id", "text")
    .addColumn("column_name", "text", (col) => col.notNull())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["lead_records", "lead_form_drafts", "lead_idempotency", "lead_outbox", "leads"]) {
    await db.schema.dropTable(table).execute();
  }
}
