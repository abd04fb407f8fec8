import { describe, expect, it } from "vitest";
import { calculatorSettings, clamp } from "./calculator-settings.ts";

describe("calculatorSettings", () => {
  it("defaults to the spec's bounds: price 1000..250000 step 500, term 1..7 step 0.5, interest 0.5..15 step 0.5", () => {
    const settings = calculatorSettings([]);
    expect(settings.amount).toEqual({ min: 1000, max: 250000, step: 500 });
    expect(settings.term).toEqual({ min: 1, max: 7, step: 0.5 });
    expect(settings.interest).toEqual({ min: 0.5, max: 15, step: 0.5 });
    expect(settings.deposit).toEqual({ min: 0, max: 250000, step: 500 });
    expect(settings.residual).toEqual({ min: 0, max: 250000, step: 500 });
    expect(settings.interestHidden).toBe(false);
    expect(settings.initial).toEqual({ amount: 30000, deposit: 0, residual: 0, term: 5, interest: 10, frequency: "weekly" });
  });

  it("applies a provider's bounds, then the site's over them", () => {
    const provider = { amountMin: 5000, interestMin: 7.5, interestMax: 14.5, interestDefault: 8.5 };
    const site = { interestDefault: 9, termMax: 5, termDefault: 6, frequencyDefault: "monthly" as const };
    const settings = calculatorSettings([provider, site]);
    expect(settings.amount.min).toBe(5000);
    expect(settings.interest).toEqual({ min: 7.5, max: 14.5, step: 0.5 });
    expect(settings.term.max).toBe(5);
    // a default of 6 years is clamped to a 5-year maximum
    expect(settings.initial).toMatchObject({ term: 5, interest: 9, frequency: "monthly" });
  });

  it("ignores null overrides (the site keeping the provider's value)", () => {
    const settings = calculatorSettings([{ amountMin: 5000 }, { amountMin: null as unknown as undefined }]);
    expect(settings.amount.min).toBe(5000);
  });

  it("starts from the car's price where the site says so, else the passed default, else 30000", () => {
    expect(calculatorSettings([{ amountFromCarPrice: true }], { carPrice: 45990 }).initial.amount).toBe(45990);
    expect(calculatorSettings([{ amountFromCarPrice: true }], { carPrice: 0, amountDefault: 20000 }).initial.amount).toBe(20000);
    expect(calculatorSettings([{ amountFromCarPrice: true }], { carPrice: null }).initial.amount).toBe(30000);
    expect(calculatorSettings([], { carPrice: 45990 }).initial.amount).toBe(30000);
    expect(calculatorSettings([], { amountDefault: 15000 }).initial.amount).toBe(15000);
  });

  it("scales the maximum to 1.05 x a price over the maximum on sites that say so", () => {
    const family = { amountMax: 100000, amountMaxScalesWithPrice: true, amountFromCarPrice: true };
    // 120,000 x 1.05 = 126,000
    expect(calculatorSettings([family], { carPrice: 120000 }).amount.max).toBe(126000);
    expect(calculatorSettings([family], { carPrice: 120000 }).initial.amount).toBe(120000);
    // at exactly the maximum the maximum stays
    expect(calculatorSettings([family], { carPrice: 100000 }).amount.max).toBe(100000);
    expect(calculatorSettings([family], { carPrice: 99000 }).amount.max).toBe(100000);
  });

  it("clamps a car price above a fixed maximum", () => {
    expect(calculatorSettings([{ amountFromCarPrice: true }], { carPrice: 300000 }).initial.amount).toBe(250000);
  });

  it("can hide the interest control and round up", () => {
    const settings = calculatorSettings([{ interestHidden: true, roundUp: true }]);
    expect(settings).toMatchObject({ interestHidden: true, roundUp: true });
  });
});

describe("clamp", () => {
  it("keeps values within bounds, boundaries included", () => {
    expect(clamp(999, { min: 1000, max: 250000 })).toBe(1000);
    expect(clamp(1000, { min: 1000, max: 250000 })).toBe(1000);
    expect(clamp(250000, { min: 1000, max: 250000 })).toBe(250000);
    expect(clamp(250001, { min: 1000, max: 250000 })).toBe(250000);
  });
});
