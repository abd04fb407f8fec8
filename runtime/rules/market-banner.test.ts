import { describe, expect, it } from "vitest";
import { marketBanner } from "./market-banner.ts";

describe("marketBanner", () => {
  it("shows when the price is more than 499 below the state average", () => {
    expect(marketBanner(29500, { state_average: 30000 })).toEqual({ savings: 500, scope: "state" });
  });

  it("hides at exactly 499 below the state average without a national average beyond it", () => {
    expect(marketBanner(29501, { state_average: 30000 })).toBeNull();
    expect(marketBanner(29501, { state_average: 30000, national_average: 30000 })).toBeNull();
  });

  it("uses the national average when the state gap is small but the price is still below the state average", () => {
    expect(marketBanner(29900, { state_average: 30000, national_average: 30400 })).toEqual({ savings: 500, scope: "national" });
    expect(marketBanner(29900, { state_average: 30000, national_average: 30399 })).toBeNull();
  });

  it("hides when the price is not below the state average", () => {
    expect(marketBanner(30000, { state_average: 30000, national_average: 40000 })).toBeNull();
    expect(marketBanner(31000, { state_average: 30000, national_average: 40000 })).toBeNull();
  });

  it("hides without a state average, a price or any averages", () => {
    expect(marketBanner(20000, { national_average: 40000 })).toBeNull();
    expect(marketBanner(null, { state_average: 40000 })).toBeNull();
    expect(marketBanner(20000, null)).toBeNull();
  });
});
