import { describe, expect, it } from "vitest";
import { createRateLimiter } from "../http/rate-limiter.ts";
import { checkSenderLimit, rateLimitOverridesFromEnv, siteQuota } from "./lead-rate-limits.ts";

describe("lead rate limits", () => {
  const options = { rate_limits: { per_ip: { limit: 2, window_seconds: 60 }, per_site: { limit: 3, window_seconds: 60 } } };
  const none = { perIp: null, perSite: null };

  it("limits each IP, and the site as a whole by what it spends", async () => {
    const limiter = createRateLimiter();
    expect((await checkSenderLimit(limiter, options, none, "s", "1.1.1.1", 0)).allowed).toBe(true);
    expect((await checkSenderLimit(limiter, options, none, "s", "1.1.1.1", 0)).allowed).toBe(true);
    expect(await checkSenderLimit(limiter, options, none, "s", "1.1.1.1", 0)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect((await checkSenderLimit(limiter, options, none, "s", "2.2.2.2", 0)).allowed).toBe(true);
    const quota = siteQuota(limiter, options, none, "s", 0);
    for (let i = 0; i < 3; i++) {
      expect((await quota.check()).allowed).toBe(true);
      await quota.spend();
    }
    expect(await quota.check()).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect((await siteQuota(limiter, options, none, "other", 0).check()).allowed).toBe(true);
  });

  it("takes override counts from the environment", async () => {
    expect(rateLimitOverridesFromEnv({ LEADS_RATE_LIMIT_PER_IP: "100000", LEADS_RATE_LIMIT_PER_SITE: "x" })).toEqual({
      perIp: 100000,
      perSite: null,
    });
    const limiter = createRateLimiter();
    const raised = { perIp: 10, perSite: 10 };
    for (let i = 0; i < 10; i++) expect((await checkSenderLimit(limiter, options, raised, "s", "1.1.1.1", 0)).allowed).toBe(true);
    const quota = siteQuota(limiter, options, raised, "s", 0);
    for (let i = 0; i < 10; i++) await quota.spend();
    expect((await quota.check()).allowed).toBe(false);
  });
});
