import { describe, expect, it } from "vitest";
import { dealTitle, gaugeLevel, gaugeTitle, isGaugeShown } from "./price-comparison.ts";

const complete = { fill: 0.5, listing_price: 30000, market_range_min: 28000, market_range_max: 34000, confidence: 0.8, description: "" };

describe("isGaugeShown", () => {
  it("shows complete, confident data", () => {
    expect(isGaugeShown(complete)).toBe(true);
  });

  it("hides when any of the five numbers is missing", () => {
    for (const key of ["fill", "listing_price", "market_range_min", "market_range_max", "confidence"] as const) {
      expect(isGaugeShown({ ...complete, [key]: null })).toBe(false);
      expect(isGaugeShown({ ...complete, [key]: undefined })).toBe(false);
    }
    expect(isGaugeShown(null)).toBe(false);
  });

  it("needs confidence above 0.2", () => {
    expect(isGaugeShown({ ...complete, confidence: 0.2 })).toBe(false);
    expect(isGaugeShown({ ...complete, confidence: 0.21 })).toBe(true);
  });

  it("needs the range max not below the listing price", () => {
    expect(isGaugeShown({ ...complete, market_range_max: 30000 })).toBe(true);
    expect(isGaugeShown({ ...complete, market_range_max: 29999 })).toBe(false);
  });

  it("accepts a zero fill as present", () => {
    expect(isGaugeShown({ ...complete, fill: 0 })).toBe(true);
  });
});

describe("gaugeLevel", () => {
  it("splits at 0.3 and 0.6", () => {
    expect(gaugeLevel(0.29)).toBe("low");
    expect(gaugeLevel(0.3)).toBe("medium");
    expect(gaugeLevel(0.59)).toBe("medium");
    expect(gaugeLevel(0.6)).toBe("high");
  });
});

describe("gaugeTitle", () => {
  it("says 'Good Deal' below 0.65 and 'Great Deal' from 0.65", () => {
    expect(gaugeTitle(0.64)).toBe("Good Deal");
    expect(gaugeTitle(0.65)).toBe("Great Deal");
  });
});

describe("dealTitle", () => {
  it("follows spec §9 under the spec rule, even for a price at the top of the market range", () => {
    expect(dealTitle({ fill: 0 }, "spec")).toBe("Good Deal");
    expect(dealTitle({ fill: 0.65 }, "spec")).toBe("Great Deal");
  });

  it("names no deal above the middle of the market range under the market_middle rule", () => {
    expect(dealTitle({ fill: 0 }, "market_middle")).toBeNull();
    expect(dealTitle({ fill: 0.49 }, "market_middle")).toBeNull();
    expect(dealTitle({ fill: 0.5 }, "market_middle")).toBe("Good Deal");
    expect(dealTitle({ fill: 0.65 }, "market_middle")).toBe("Great Deal");
  });
});
