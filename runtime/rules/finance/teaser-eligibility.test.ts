import { describe, expect, it } from "vitest";
import { financeOffered, teaserEligible, type TeaserEligibilityInput } from "./teaser-eligibility.ts";

const now = new Date("2025-06-01T00:00:00Z");
const entry = { interestRate: 9.99, comparisonRate: 11.2, paymentWeek: 120, paymentMonth: null };
const car = {
  status: "in_stock", sold: false, price: 25000, year: 2020, make: "Toyota", dealership_id: 101,
  finance_lenders: { Lender: entry },
} as unknown as TeaserEligibilityInput["car"];
const base: TeaserEligibilityInput = {
  car,
  lenderKey: "Lender",
  rule: { inStock: true, priceAbove: 500, newerThanYears: 12, requiredLenderFields: ["paymentWeek"] },
  excludedMakes: ["Suzuki"],
  excludedDealerships: [],
  enabled: true,
  now,
};
const withCar = (changes: Record<string, unknown>) => ({ ...base, car: { ...car, ...changes } as typeof car });
const withEntry = (changes: Record<string, unknown>) => withCar({ finance_lenders: { Lender: { ...entry, ...changes } } });

describe("teaserEligible", () => {
  it("shows the teaser when every condition holds", () => {
    expect(teaserEligible(base)).toBe(true);
  });

  it("needs the provider's entry with an interest rate and a comparison rate", () => {
    expect(teaserEligible(withCar({ finance_lenders: {} }))).toBe(false);
    expect(teaserEligible(withCar({ finance_lenders: null }))).toBe(false);
    expect(teaserEligible({ ...base, lenderKey: "Other" })).toBe(false);
    expect(teaserEligible(withEntry({ interestRate: null }))).toBe(false);
    expect(teaserEligible(withEntry({ comparisonRate: null }))).toBe(false);
  });

  it("needs the extra lender fields the rule names", () => {
    expect(teaserEligible(withEntry({ paymentWeek: null }))).toBe(false);
    expect(teaserEligible({ ...base, rule: { ...base.rule, requiredLenderFields: ["paymentMonth"] } })).toBe(false);
  });

  it("needs a price above the threshold", () => {
    expect(teaserEligible(withCar({ price: 500 }))).toBe(false);
    expect(teaserEligible(withCar({ price: 501 }))).toBe(true);
    expect(teaserEligible(withCar({ price: null }))).toBe(false);
  });

  it("needs a year newer than the current year minus the limit", () => {
    // 2025 - 12 = 2013: 2013 is not newer, 2014 is
    expect(teaserEligible(withCar({ year: 2013 }))).toBe(false);
    expect(teaserEligible(withCar({ year: 2014 }))).toBe(true);
  });

  it("needs the car in stock (coming soon counts)", () => {
    expect(teaserEligible(withCar({ status: "coming_soon" }))).toBe(true);
    expect(teaserEligible(withCar({ status: "sold" }))).toBe(false);
    expect(teaserEligible(withCar({ sold: true }))).toBe(false);
  });

  it("ignores conditions a rule leaves out", () => {
    const inStockOnly = { inStock: true, priceAbove: null, newerThanYears: null, requiredLenderFields: [] };
    expect(teaserEligible({ ...withCar({ price: 0, year: 1990 }), rule: inStockOnly })).toBe(true);
  });

  it("is never shown for an excluded make, whatever its case", () => {
    expect(teaserEligible(withCar({ make: "Suzuki" }))).toBe(false);
    expect(teaserEligible(withCar({ make: "SUZUKI" }))).toBe(false);
  });

  it("is never shown for a dealership the site excludes, or when the site turns it off", () => {
    expect(teaserEligible({ ...base, excludedDealerships: [101] })).toBe(false);
    expect(teaserEligible({ ...base, excludedDealerships: [102] })).toBe(true);
    expect(teaserEligible({ ...base, enabled: false })).toBe(false);
  });
});

describe("financeOffered", () => {
  const offer = { car, rule: base.rule, excludedMakes: ["Suzuki"], excludedDealerships: [], now };
  const offerFor = (changes: Record<string, unknown>) => financeOffered({ ...offer, car: { ...car, ...changes } as typeof car });

  it("needs no lender entry: the estimate panel works its own figures out", () => {
    expect(offerFor({ finance_lenders: {} })).toBe(true);
    expect(offerFor({ finance_lenders: null })).toBe(true);
  });

  it("keeps the rule's stock, price and age conditions at their boundaries", () => {
    expect(offerFor({ status: "sold", sold: true })).toBe(false);
    expect(offerFor({ status: "coming_soon" })).toBe(true);
    expect(offerFor({ price: 500 })).toBe(false);
    expect(offerFor({ price: 501 })).toBe(true);
    expect(offerFor({ year: 2013 })).toBe(false);
    expect(offerFor({ year: 2014 })).toBe(true);
  });

  it("never offers finance for an excluded make or dealership", () => {
    expect(offerFor({ make: "suzuki " })).toBe(false);
    expect(financeOffered({ ...offer, excludedDealerships: [101] })).toBe(false);
  });
});
