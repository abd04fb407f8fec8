import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limiter.ts";
import { checkLeadRateLimits, rateLimitOverridesFromEnv } from "./lead-rate-limits.ts";

const rule = { limit: 3, window_seconds: 60 };

describe("createRateLimiter", () => {
  it("allows `limit` requests at once, then asks to retry when one request's worth has refilled", () => {
    const limiter = createRateLimiter();
    for (let i = 0; i < 3; i++) expect(limiter.take("k", rule, 0)).toEqual({ allowed: true });
    expect(limiter.take("k", rule, 0)).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(limiter.take("k", rule, 19_999)).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take("k", rule, 20_000)).toEqual({ allowed: true });
  });

  it("keeps keys apart", () => {
    const limiter = createRateLimiter();
    for (let i = 0; i < 3; i++) limiter.take("a", rule, 0);
    expect(limiter.take("b", rule, 0)).toEqual({ allowed: true });
  });
});

describe("checkLeadRateLimits", () => {
  const options = { rate_limits: { per_ip: { limit: 2, window_seconds: 60 }, per_site: { limit: 3, window_seconds: 60 } } };
  const none = { perIp: null, perSite: null };

  it("limits each IP, and the site as a whole", () => {
    const limiter = createRateLimiter();
    expect(checkLeadRateLimits(limiter, options, none, "s", "1.1.1.1", 0).allowed).toBe(true);
    expect(checkLeadRateLimits(limiter, options, none, "s", "1.1.1.1", 0).allowed).toBe(true);
    expect(checkLeadRateLimits(limiter, options, none, "s", "1.1.1.1", 0)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(checkLeadRateLimits(limiter, options, none, "s", "2.2.2.2", 0).allowed).toBe(true);
    expect(checkLeadRateLimits(limiter, options, none, "s", "3.3.3.3", 0)).toEqual({ allowed: false, retryAfterSeconds: 20 });
  });

  it("takes override counts from the environment", () => {
    expect(rateLimitOverridesFromEnv({ LEADS_RATE_LIMIT_PER_IP: "100000", LEADS_RATE_LIMIT_PER_SITE: "x" })).toEqual({
      perIp: 100000,
      perSite: null,
    });
    const limiter = createRateLimiter();
    const raised = { perIp: 10, perSite: 10 };
    for (let i = 0; i < 10; i++) expect(checkLeadRateLimits(limiter, options, raised, "s", "1.1.1.1", 0).allowed).toBe(true);
  });
});
