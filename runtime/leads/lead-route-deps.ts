import type { RateLimiter } from "../http/rate-limiter.ts";
import type { RateLimitOverrides } from "./lead-rate-limits.ts";

/** What the lead handlers share: one rate limiter per server, env overrides and a clock (tests move it). */
export interface LeadRouteDeps {
  limiter: RateLimiter;
  overrides: RateLimitOverrides;
  now(): Date;
  /** Told after a lead event is queued, so the delivery worker starts at once instead of at its next poll. */
  onQueued(): void;
}
