import { sql } from "kysely";
import type { Database } from "../types/services.ts";
import type { RateDecision, RateLimit, RateLimiter } from "./rate-limiter.ts";

/** Expired windows are deleted at most once per this span of the limiter's clock. */
const PRUNE_EVERY_MS = 60_000;

/**
 * Fixed-window counters in the `rate_counters` table, so every server instance on one database counts into
 * the same window: `limit` requests per `window_seconds`, the count raised by one atomic upsert. Retry-After
 * is the time until the window ends. Windows that have ended are pruned as the limiter is used.
 */
export function createDatabaseRateLimiter(db: Database): RateLimiter {
  let nextPruneMs = 0;
  const window = (rule: RateLimit, nowMs: number) => {
    const lengthMs = rule.window_seconds * 1000;
    const start = Math.floor(nowMs / lengthMs) * lengthMs;
    return { start, end: start + lengthMs };
  };
  const decide = (count: number, rule: RateLimit, endMs: number, nowMs: number): RateDecision =>
    count <= rule.limit ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endMs - nowMs) / 1000)) };
  return {
    async take(key, rule, nowMs) {
      if (nowMs >= nextPruneMs) {
        nextPruneMs = nowMs + PRUNE_EVERY_MS;
        await db.deleteFrom("rate_counters").where("expires_at", "<=", nowMs).execute();
      }
      const { start, end } = window(rule, nowMs);
      const row = await db
        .insertInto("rate_counters")
        .values({ key, window_start: start, expires_at: end, count: 1 })
        .onConflict((conflict) => conflict.columns(["key", "window_start"]).doUpdateSet({ count: sql<number>`rate_counters.count + 1` }))
        .returning("count")
        .executeTakeFirstOrThrow();
      return decide(row.count, rule, end, nowMs);
    },
    async peek(key, rule, nowMs) {
      const { start, end } = window(rule, nowMs);
      const row = await db.selectFrom("rate_counters").select("count").where("key", "=", key).where("window_start", "=", start).executeTakeFirst();
      // The next take would count one more than is stored.
      return decide((row?.count ?? 0) + 1, rule, end, nowMs);
    },
  };
}
