import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./retry-backoff.ts";

describe("retryDelayMs", () => {
  const rule = { base_delay_seconds: 30, max_delay_seconds: 3600 };

  it("waits the base delay after the first failure and doubles after each further one", () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, rule) / 1000)).toEqual([30, 60, 120, 240, 480]);
  });

  it("never waits longer than the cap, however many failures", () => {
    expect(retryDelayMs(7, rule)).toBe(1920 * 1000);
    expect(retryDelayMs(8, rule)).toBe(3600 * 1000);
    expect(retryDelayMs(500, rule)).toBe(3600 * 1000);
  });
});
