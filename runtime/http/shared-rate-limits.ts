import type { Database } from "../types/services.ts";
import { createDatabaseRateLimiter } from "./database-rate-limiter.ts";
import { isSharedDatabase } from "./rate-counters.ts";
import { createRateLimiter, type RateLimiter } from "./rate-limiter.ts";

/** Picks a database's limiter: what a request handler calls with `ctx.services.db`. */
export type RateLimiterFor = (db: Database) => RateLimiter;

/**
 * Limits every server instance on one database shares. On PostgreSQL the counters are rows of the database, so
 * several instances on one DATABASE_URL share each limit; on SQLite they stay in this process's memory, since
 * one process owns a SQLite file and a counter write per request would queue behind lead commits.
 */
export function createSharedRateLimits(): RateLimiterFor {
  const memory = createRateLimiter();
  const onDatabase = new WeakMap<Database, RateLimiter>();
  return (db) => {
    if (!isSharedDatabase(db)) return memory;
    let limiter = onDatabase.get(db);
    if (!limiter) onDatabase.set(db, (limiter = createDatabaseRateLimiter(db)));
    return limiter;
  };
}
