import { PostgresAdapter, sql } from "kysely";
import type { Database } from "../types/services.ts";

export type RateCounters = ReturnType<typeof createRateCounters>;

/** Expired windows are deleted at most once per this span of the counters' clock. */
const PRUNE_EVERY_MS = 60_000;

/**
 * Fixed-window counters in the `rate_counters` table, so every server instance on one database counts into
 * the same window; one atomic upsert raises a count. Windows that have ended are pruned as counting goes on.
 * Each answers a key's count in the window of `nowMs` and when that window ends (milliseconds since the epoch).
 */
export function createRateCounters(db: Database) {
  let nextPruneMs = 0;
  const window = (windowMs: number, nowMs: number) => {
    const start = Math.floor(nowMs / windowMs) * windowMs;
    return { start, endMs: start + windowMs };
  };
  return {
    /** Adds one to the key's count and answers the new count. */
    async increment(key: string, windowMs: number, nowMs: number) {
      if (nowMs >= nextPruneMs) {
        nextPruneMs = nowMs + PRUNE_EVERY_MS;
        await db.deleteFrom("rate_counters").where("expires_at", "<=", nowMs).execute();
      }
      const { start, endMs } = window(windowMs, nowMs);
      const row = await db
        .insertInto("rate_counters")
        .values({ key, window_start: start, expires_at: endMs, count: 1 })
        .onConflict((conflict) => conflict.columns(["key", "window_start"]).doUpdateSet({ count: sql<number>`rate_counters.count + 1` }))
        .returning("count")
        .executeTakeFirstOrThrow();
      return { count: row.count, endMs };
    },
    /** The key's count, unchanged. */
    async read(key: string, windowMs: number, nowMs: number) {
      const { start, endMs } = window(windowMs, nowMs);
      const row = await db.selectFrom("rate_counters").select("count").where("key", "=", key).where("window_start", "=", start).executeTakeFirst();
      return { count: row?.count ?? 0, endMs };
    },
  };
}

/** Whether counters on this database are seen by other server instances (PostgreSQL) or by this process only. */
export function isSharedDatabase(db: Database): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
