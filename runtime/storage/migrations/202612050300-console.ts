import type { Kysely } from "kysely";

// The dealer console: staff of a site with their roles and sessions (session ids stored only as SHA-256 hashes),
// how each lead is being handled, notes on leads, and the audit log of every change.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("staff")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("staff_site_email").unique().on("staff").columns(["site_slug", "email"]).execute();

  await db.schema
    .createTable("staff_sessions")
    .addColumn("id_hash", "text", (col) => col.primaryKey())
    .addColumn("staff_id", "text", (col) => col.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("staff_sessions_staff").on("staff_sessions").column("staff_id").execute();

  await db.schema
    .createTable("lead_handling")
    .addColumn("lead_id", "text", (col) => col.primaryKey())
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("progress", "text", (col) => col.notNull())
    .addColumn("assigned_to", "text")
    .addColumn("contacted_at", "text")
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_handling_site_assigned").on("lead_handling").columns(["site_slug", "assigned_to"]).execute();

  await db.schema
    .createTable("lead_notes")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("lead_id", "text", (col) => col.notNull())
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("author", "text", (col) => col.notNull())
    .addColumn("text", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_notes_lead").on("lead_notes").columns(["lead_id", "created_at"]).execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("actor", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("before", "text")
    .addColumn("after", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("audit_log_site_created").on("audit_log").columns(["site_slug", "created_at"]).execute();
  await db.schema.createIndex("audit_log_subject").on("audit_log").columns(["subject", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["audit_log", "lead_notes", "lead_handling", "staff_sessions", "staff"]) {
    await db.schema.dropTable(table).execute();
  }
}
