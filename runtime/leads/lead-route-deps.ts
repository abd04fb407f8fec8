import type { RateLimiterFor } from "../http/shared-rate-limits.ts";
import type { RateLimitOverrides } from "./lead-rate-limits.ts";

/** What the lead handlers share: the rate limits of the server's database, env overrides and a clock (tests move it). */
export interface LeadRouteDeps {
  limiter: RateLimiterFor;
  overrides: RateLimitOverrides;
  now(): Date;
  /** Told after a lead event is queued, so the delivery worker starts at once instead of at its next poll. */
  onQueued(): void;
}
