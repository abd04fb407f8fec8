import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * On PostgreSQL every write to the stock change feed notifies the `stock_changes` channel when it commits, so other
 * servers read the feed at once instead of on their next poll; a trigger covers every writer (servers, import
 * scripts) alike. NOTIFY folds a transaction's notices into one. SQLite has no notices: its readers poll.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create function notify_stock_changes() returns trigger language plpgsql as $$
    begin
      perform pg_notify('stock_changes', '');
      return null;
    end
  $$`.execute(db);
  await sql`create trigger stock_changes_notify after insert on stock_changes for each statement execute function notify_stock_changes()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop trigger stock_changes_notify on stock_changes`.execute(db);
  await sql`drop function notify_stock_changes()`.execute(db);
}
