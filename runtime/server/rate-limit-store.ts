import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import type { Database } from "../types/services.ts";
import { createRateCounters } from "../http/rate-counters.ts";

type StoreCallback = Parameters<FastifyRateLimitStore["incr"]>[1];

/**
 * A store for @fastify/rate-limit (its documented custom `store` option: a class the plugin constructs, with
 * `incr` and `child`) on the database's shared counters, so the per-address limit holds across instances.
 * Keys are prefixed so they never meet the app-level limiters' keys in the same table.
 */
export function databaseRateLimitStore(db: Database): new () => FastifyRateLimitStore {
  const counters = createRateCounters(db);
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      const nowMs = Date.now();
      counters.increment(`http:${key}`, timeWindow, nowMs).then(
        ({ count, endMs }) => callback(null, { current: count, ttl: endMs - nowMs }),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
