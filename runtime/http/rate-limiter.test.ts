import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limiter.ts";

const rule = { limit: 3, window_seconds: 60 };

describe("createRateLimiter", () => {
  it("allows `limit` requests at once, then asks to retry when one request's worth has refilled", () => {
    const limiter = createRateLimiter();
    for (let i = 0; i < 3; i++) expect(limiter.take("k", rule, 0)).toEqual({ allowed: true });
    expect(limiter.take("k", rule, 0)).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(limiter.take("k", rule, 19_999)).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take("k", rule, 20_000)).toEqual({ allowed: true });
  });

  it("peeks without taking", () => {
    const limiter = createRateLimiter();
    for (let i = 0; i < 2; i++) limiter.take("k", rule, 0);
    for (let i = 0; i < 3; i++) expect(limiter.peek("k", rule, 0)).toEqual({ allowed: true });
    limiter.take("k", rule, 0);
    expect(limiter.peek("k", rule, 0)).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(limiter.peek("fresh", rule, 0)).toEqual({ allowed: true });
  });

  it("keeps keys apart", () => {
    const limiter = createRateLimiter();
    for (let i = 0; i < 3; i++) limiter.take("a", rule, 0);
    expect(limiter.take("b", rule, 0)).toEqual({ allowed: true });
  });
});
