import type { LeadsServerOptions } from "../forms/leads-options.ts";
import type { RateDecision, RateLimit, RateLimiter } from "../http/rate-limiter.ts";

/** Counts that override every site's limits (tests and benchmarks raise them). */
export interface RateLimitOverrides {
  perIp: number | null;
  perSite: number | null;
}

export function rateLimitOverridesFromEnv(env: Record<string, string | undefined>): RateLimitOverrides {
  return { perIp: positiveInt(env.LEADS_RATE_LIMIT_PER_IP), perSite: positiveInt(env.LEADS_RATE_LIMIT_PER_SITE) };
}

type Limits = Pick<LeadsServerOptions, "rate_limits">;

/**
 * Spec-free abuse guard, first of two: every lead POST, whatever its body, takes from one bucket per site and
 * client IP, so an address that floods junk only limits itself.
 */
export async function checkSenderLimit(
  limiter: RateLimiter,
  options: Limits,
  overrides: RateLimitOverrides,
  siteSlug: string,
  ip: string,
  nowMs: number,
): Promise<RateDecision> {
  return limiter.take(`ip:${siteSlug}:${ip}`, withLimit(options.rate_limits.per_ip, overrides.perIp), nowMs);
}

export interface SiteQuota {
  /** Whether the site has room for one more stored submission. */
  check(): Promise<RateDecision>;
  /** Uses one: called only once a submission is stored (not for rejected or honeypot bodies). */
  spend(): Promise<void>;
}

/**
 * The second guard: the site-wide budget, used only by submissions that are stored, so malformed, invalid and
 * honeypot bodies from anywhere never keep a real shopper from submitting.
 */
export function siteQuota(limiter: RateLimiter, options: Limits, overrides: RateLimitOverrides, siteSlug: string, nowMs: number): SiteQuota {
  const rule = withLimit(options.rate_limits.per_site, overrides.perSite);
  const key = `site:${siteSlug}`;
  return {
    check: async () => limiter.peek(key, rule, nowMs),
    spend: async () => void (await limiter.take(key, rule, nowMs)),
  };
}

function withLimit(rule: RateLimit, override: number | null): RateLimit {
  return override === null ? rule : { ...rule, limit: override };
}

function positiveInt(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}
