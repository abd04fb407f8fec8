import type { LeadsServerOptions } from "../forms/leads-options.ts";
import type { RateDecision, RateLimit, RateLimiter } from "./rate-limiter.ts";

/** Counts that override every site's limits (tests and benchmarks raise them). */
export interface RateLimitOverrides {
  perIp: number | null;
  perSite: number | null;
}

export function rateLimitOverridesFromEnv(env: Record<string, string | undefined>): RateLimitOverrides {
  return { perIp: positiveInt(env.LEADS_RATE_LIMIT_PER_IP), perSite: positiveInt(env.LEADS_RATE_LIMIT_PER_SITE) };
}

/** Spec-free abuse guard: one bucket per site and client IP, and one per site. The stricter answer wins. */
export function checkLeadRateLimits(
  limiter: RateLimiter,
  options: Pick<LeadsServerOptions, "rate_limits">,
  overrides: RateLimitOverrides,
  siteSlug: string,
  ip: string,
  nowMs: number,
): RateDecision {
  const perIp = withLimit(options.rate_limits.per_ip, overrides.perIp);
  const perSite = withLimit(options.rate_limits.per_site, overrides.perSite);
  const byIp = limiter.take(`ip:${siteSlug}:${ip}`, perIp, nowMs);
  if (!byIp.allowed) return byIp;
  return limiter.take(`site:${siteSlug}`, perSite, nowMs);
}

function withLimit(rule: RateLimit, override: number | null): RateLimit {
  return override === null ? rule : { ...rule, limit: override };
}

function positiveInt(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}
