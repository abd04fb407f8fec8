import { PostgresAdapter, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("stock_changes")
    .addColumn("position", postgres ? "bigserial" : "integer", (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn("car_id", "integer", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("stock_changes").execute();
}
