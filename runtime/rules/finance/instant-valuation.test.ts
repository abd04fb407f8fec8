import { describe, expect, it } from "vitest";
import { instantValuationEligible } from "./instant-valuation.ts";

type ValuationCar = Parameters<typeof instantValuationEligible>[0];
const car = (changes: Record<string, unknown> = {}) =>
  ({ status: "in_stock", sold: false, reserved: false, price: 20000, ...changes }) as ValuationCar;

describe("instantValuationEligible", () => {
  it("values an in-stock car that is neither sold nor reserved", () => {
    expect(instantValuationEligible(car())).toBe(true);
  });

  it("needs the in_stock status itself", () => {
    expect(instantValuationEligible(car({ status: "coming_soon" }))).toBe(false);
    expect(instantValuationEligible(car({ status: "sold" }))).toBe(false);
  });

  it("refuses sold or reserved cars", () => {
    expect(instantValuationEligible(car({ sold: true }))).toBe(false);
    expect(instantValuationEligible(car({ reserved: true }))).toBe(false);
  });

  it("needs a price above 200", () => {
    expect(instantValuationEligible(car({ price: 200 }))).toBe(false);
    expect(instantValuationEligible(car({ price: 201 }))).toBe(true);
    expect(instantValuationEligible(car({ price: null }))).toBe(false);
  });
});
