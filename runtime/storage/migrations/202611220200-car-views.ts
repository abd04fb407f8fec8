import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("car_views")
    .addColumn("car_id", "integer", (col) => col.primaryKey())
    .addColumn("views", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("phone_reveals", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("car_views").execute();
}
