import type { Database } from "../types/services.ts";
import { createRateCounters } from "./rate-counters.ts";
import type { RateDecision, RateLimit, RateLimiter } from "./rate-limiter.ts";

/**
 * A limiter on the database's counters (./rate-counters.ts): `limit` requests per fixed window of
 * `window_seconds`, shared by every server instance on the database. Retry-After is the time until the window ends.
 */
export function createDatabaseRateLimiter(db: Database): RateLimiter {
  const counters = createRateCounters(db);
  const decide = (count: number, rule: RateLimit, endMs: number, nowMs: number): RateDecision =>
    count <= rule.limit ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endMs - nowMs) / 1000)) };
  return {
    async take(key, rule, nowMs) {
      const { count, endMs } = await counters.increment(key, rule.window_seconds * 1000, nowMs);
      return decide(count, rule, endMs, nowMs);
    },
    async peek(key, rule, nowMs) {
      const { count, endMs } = await counters.read(key, rule.window_seconds * 1000, nowMs);
      // The next take would count one more than is stored.
      return decide(count + 1, rule, endMs, nowMs);
    },
  };
}
