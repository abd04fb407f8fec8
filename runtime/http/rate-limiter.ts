export interface RateLimit {
  limit: number;
  window_seconds: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A limiter kept in memory answers at once; one on the database (./database-rate-limiter.ts) answers later. */
export interface RateLimiter {
  /** Takes one request from the key's bucket at time `nowMs`. */
  take(key: string, rule: RateLimit, nowMs: number): RateDecision | Promise<RateDecision>;
  /** What `take` would answer, without taking anything. */
  peek(key: string, rule: RateLimit, nowMs: number): RateDecision | Promise<RateDecision>;
}

export interface MemoryRateLimiter extends RateLimiter {
  take(key: string, rule: RateLimit, nowMs: number): RateDecision;
  peek(key: string, rule: RateLimit, nowMs: number): RateDecision;
}

interface Bucket {
  tokens: number;
  updatedMs: number;
}

const SWEEP_ABOVE = 10_000;

/**
 * Token buckets: `limit` requests at once, refilled evenly over `window_seconds`. Retry-After is the time
 * until one token is back. Idle full buckets are dropped so the map stays small under many IPs.
 */
export function createRateLimiter(): MemoryRateLimiter {
  const buckets = new Map<string, Bucket>();
  const refilled = (key: string, { limit, window_seconds }: RateLimit, nowMs: number) => {
    const perMs = limit / (window_seconds * 1000);
    const bucket = buckets.get(key) ?? { tokens: limit, updatedMs: nowMs };
    bucket.tokens = Math.min(limit, bucket.tokens + Math.max(0, nowMs - bucket.updatedMs) * perMs);
    bucket.updatedMs = nowMs;
    return { bucket, perMs };
  };
  return {
    take(key, rule, nowMs) {
      const { bucket, perMs } = refilled(key, rule, nowMs);
      buckets.set(key, bucket);
      if (buckets.size > SWEEP_ABOVE) sweep(buckets, nowMs, perMs, rule.limit);
      const decision = decide(bucket, perMs);
      if (decision.allowed) bucket.tokens -= 1;
      return decision;
    },
    peek(key, rule, nowMs) {
      const { bucket, perMs } = refilled(key, rule, nowMs);
      return decide(bucket, perMs);
    },
  };
}

function decide(bucket: Bucket, perMs: number): RateDecision {
  if (bucket.tokens >= 1) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)) };
}

function sweep(buckets: Map<string, Bucket>, nowMs: number, perMs: number, limit: number): void {
  for (const [key, bucket] of buckets) {
    if (bucket.tokens + (nowMs - bucket.updatedMs) * perMs >= limit) buckets.delete(key);
  }
}
