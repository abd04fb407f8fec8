import { describe, expect, it } from "vitest";
import { comparableListings, tradeInEstimate, tradeInRefusal } from "./trade-in-estimate.ts";

const now = new Date("2025-06-01T00:00:00Z");
const limits = { maxAgeYears: 7, maxKm: 100000, reconditioningMargin: 0.15 };
const vehicle = { make: "Mazda", model: "CX-5", year: 2021, km: 50000 };
const listing = (price: number, changes: Record<string, unknown> = {}) =>
  ({ make: "Mazda", model: "CX-5", year: 2021, km: 50000, price, car_type: "used", ...changes }) as never;

describe("tradeInRefusal", () => {
  it("values cars up to 7 years old and up to 100,000 km", () => {
    // 2025 - 2018 = 7 years: still valued; 2017 is 8 years old
    expect(tradeInRefusal({ ...vehicle, year: 2018 }, limits, now)).toBeNull();
    expect(tradeInRefusal({ ...vehicle, year: 2017 }, limits, now)).toBe("too_old");
    expect(tradeInRefusal({ ...vehicle, km: 100000 }, limits, now)).toBeNull();
    expect(tradeInRefusal({ ...vehicle, km: 100001 }, limits, now)).toBe("too_many_km");
  });
});

describe("comparableListings", () => {
  it("keeps the same make and model within 2 years and 40,000 km, with a real price, not new", () => {
    const kept = listing(30000, { make: "MAZDA", model: "cx-5", year: 2023, km: 90000 });
    const listings = [
      kept,
      listing(30000, { model: "CX-9" }),
      listing(30000, { year: 2018 }),
      listing(30000, { km: 90001 }),
      listing(150),
      listing(30000, { car_type: "new" }),
    ];
    expect(comparableListings(vehicle, listings)).toEqual([kept]);
  });
});

describe("tradeInEstimate", () => {
  const market = [listing(30000), listing(32000), listing(34000), listing(36000), listing(38000)];

  it("offers the middle half of comparable prices less the reconditioning margin", () => {
    // sorted prices 30k..38k: 25th percentile = 32,000, 75th = 36,000
    // x (1 - 0.15) = 27,200 and 30,600
    expect(tradeInEstimate(vehicle, market, limits, 0, now)).toEqual({ kind: "offer", low: 27200, high: 30600, comparables: 5 });
  });

  it("takes condition deductions off too, rounding down to $100", () => {
    // keep 1 - 0.15 - 0.07 = 0.78: 32,000 x 0.78 = 24,960 -> 24,900; 36,000 x 0.78 = 28,080 -> 28,000
    expect(tradeInEstimate(vehicle, market, limits, 0.07, now)).toMatchObject({ low: 24900, high: 28000 });
  });

  it("interpolates between prices", () => {
    // 4 prices 30k, 32k, 34k, 36k: 25th at index 0.75 = 31,500; 75th at index 2.25 = 34,500; x 0.85
    const four = market.slice(0, 4);
    expect(tradeInEstimate(vehicle, four, limits, 0, now)).toMatchObject({ low: 26700, high: 29300 });
  });

  it("refuses old or high-km cars before looking at the market", () => {
    expect(tradeInEstimate({ ...vehicle, year: 2017 }, market, limits, 0, now)).toEqual({ kind: "refused", reason: "too_old" });
    expect(tradeInEstimate({ ...vehicle, km: 120000 }, market, limits, 0, now)).toEqual({ kind: "refused", reason: "too_many_km" });
  });

  it("needs at least 3 comparable listings", () => {
    expect(tradeInEstimate(vehicle, market.slice(0, 2), limits, 0, now)).toEqual({ kind: "refused", reason: "no_comparables" });
    expect(tradeInEstimate(vehicle, market.slice(0, 3), limits, 0, now).kind).toBe("offer");
  });
});
