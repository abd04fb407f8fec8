import { describe, expect, it } from "vitest";
import { salesToday } from "./sales-counter.ts";

describe("sales counter on a controlled clock (spec §9)", () => {
  it("starts the day at 0 at midnight in Brisbane, whatever the server's zone", () => {
    expect(salesToday(new Date("2026-07-01T14:00:00Z"))).toBe(0);
    expect(salesToday(new Date("2026-07-01T13:59:59Z"))).toBe(191);
  });

  it("adds one sale every 450 seconds", () => {
    expect(salesToday(new Date("2026-07-01T14:07:29Z"))).toBe(0);
    expect(salesToday(new Date("2026-07-01T14:07:30Z"))).toBe(1);
    expect(salesToday(new Date("2026-07-02T02:00:00Z"))).toBe(96);
  });

  it("ignores daylight saving elsewhere: Brisbane midnight is 14:00 UTC in January too", () => {
    expect(salesToday(new Date("2026-01-15T14:00:00Z"))).toBe(0);
    expect(salesToday(new Date("2026-01-15T13:52:30Z"))).toBe(191);
  });
});
