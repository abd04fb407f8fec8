import type { Kysely } from "kysely";

// Service bookings: one row per place taken at a location's drop-off time. A slot of capacity N has places
// 1..N; the unique index on the place is what keeps a slot from being booked beyond its capacity when two
// shoppers take its last place at once, on any number of servers.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("service_bookings")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("site_slug", "text", (col) => col.notNull())
    .addColumn("location_id", "integer", (col) => col.notNull())
    .addColumn("slot_date", "text", (col) => col.notNull())
    .addColumn("slot_time", "text", (col) => col.notNull())
    .addColumn("place", "integer", (col) => col.notNull())
    .addColumn("lead_id", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("service_bookings_one_per_place")
    .unique()
    .on("service_bookings")
    .columns(["site_slug", "location_id", "slot_date", "slot_time", "place"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("service_bookings").execute();
}
