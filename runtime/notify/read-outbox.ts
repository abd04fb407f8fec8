import type { Database } from "../types/services.ts";
import type { OutboxTable } from "../storage/tables/account-tables.ts";

/** A site's last `limit` messages, oldest first: what `npm run outbox` prints and the test kit reads codes from. */
export async function readOutbox(db: Database, siteSlug: string, limit: number): Promise<OutboxTable[]> {
  const newest = await db.selectFrom("outbox").selectAll().where("site_slug", "=", siteSlug).orderBy("created_at", "desc").orderBy("id").limit(limit).execute();
  return newest.reverse();
}
