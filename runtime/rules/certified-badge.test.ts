import { describe, expect, it } from "vitest";
import { showCertifiedBadge } from "./certified-badge.ts";

const car = { make: "Toyota", certified: true, status: "in_stock" as const, sold: false };

describe("showCertifiedBadge", () => {
  it("shows for a certified Toyota in stock when the feature is on", () => {
    expect(showCertifiedBadge(car, true)).toBe(true);
    expect(showCertifiedBadge({ ...car, make: "TOYOTA" }, true)).toBe(true);
  });

  it("hides when any condition fails", () => {
    expect(showCertifiedBadge(car, false)).toBe(false);
    expect(showCertifiedBadge({ ...car, certified: false }, true)).toBe(false);
    expect(showCertifiedBadge({ ...car, make: "Mazda" }, true)).toBe(false);
    expect(showCertifiedBadge({ ...car, status: "sold" }, true)).toBe(false);
    expect(showCertifiedBadge({ ...car, sold: true }, true)).toBe(false);
  });
});
