import { describe, expect, it } from "vitest";
import { financeConfiguration } from "./providers.ts";
import { financeTeaser } from "./teaser.ts";
import { financeCar, financeSite, lenderEntry } from "../../tests/kit/finance/test-fixtures.ts";
import type { Car } from "../types/index.ts";

const now = new Date("2025-06-01T00:00:00Z");

function shown(provider: string | null, car: Partial<Car> = {}, entry: Parameters<typeof lenderEntry>[1] = {}, finance = {}) {
  const key = provider ?? "default";
  const subject = financeCar({ finance_lenders: { [key]: lenderEntry(key, entry) }, ...car });
  return financeTeaser(financeSite(provider, finance), subject, now) !== null;
}

describe("finance providers", () => {
  it("configures every provider of the spec", () => {
    expect(financeConfiguration.providers.map((p) => p.name)).toEqual([
      "Taurus", "360 Finance", "AusLoans", "Manual", "Angle", "Powertorque", "Nissan Finance", "YouX",
    ]);
    expect(financeConfiguration.excludedMakes).toContain("Suzuki");
  });

  it.each(["Taurus", "360 Finance", "AusLoans", "Manual", "Angle", "Powertorque", "Nissan Finance", "YouX", null])(
    "%s needs its finance_lenders entry with interest and comparison rates, in stock, never Suzuki",
    (provider) => {
      expect(shown(provider)).toBe(true);
      expect(shown(provider, { finance_lenders: {} })).toBe(false);
      expect(shown(provider, {}, { interestRate: null })).toBe(false);
      expect(shown(provider, {}, { comparisonRate: null })).toBe(false);
      expect(shown(provider, { status: "sold", sold: true })).toBe(false);
      expect(shown(provider, { make: "Suzuki" })).toBe(false);
      expect(shown(provider, {}, {}, { excluded_dealerships: [101] })).toBe(false);
      expect(shown(provider, {}, {}, { teaser: false })).toBe(false);
    },
  );

  it("Taurus: year newer than the current year minus 12, price above 500", () => {
    // 2025 - 12 = 2013
    expect(shown("Taurus", { year: 2013 })).toBe(false);
    expect(shown("Taurus", { year: 2014 })).toBe(true);
    expect(shown("Taurus", { price: 500 })).toBe(false);
    expect(shown("Taurus", { price: 501 })).toBe(true);
  });

  it.each(["360 Finance", "AusLoans"])("%s: in stock only, whatever the price, year or payments", (provider) => {
    expect(shown(provider, { price: 0, year: 2001 }, { paymentWeek: null, paymentMonth: null })).toBe(true);
    expect(shown(provider, { status: "coming_soon" })).toBe(true);
    expect(shown(provider, { status: "withdrawn" })).toBe(false);
  });

  it.each(["Manual", "Angle", "Powertorque"])("%s: price above 500 and a weekly payment", (provider) => {
    expect(shown(provider, { price: 500 })).toBe(false);
    expect(shown(provider, { price: 501 })).toBe(true);
    expect(shown(provider, {}, { paymentWeek: null })).toBe(false);
    expect(shown(provider, {}, { paymentMonth: null })).toBe(true);
    expect(shown(provider, { year: 2001 })).toBe(true);
  });

  it("Nissan Finance: price above 500 and a monthly payment, which the teaser leads with", () => {
    expect(shown("Nissan Finance", { price: 500 })).toBe(false);
    expect(shown("Nissan Finance", { price: 501 })).toBe(true);
    expect(shown("Nissan Finance", {}, { paymentMonth: null })).toBe(false);
    expect(shown("Nissan Finance", {}, { paymentWeek: null })).toBe(true);
    const car = financeCar({ finance_lenders: { "Nissan Finance": lenderEntry("Nissan Finance") } });
    expect(financeTeaser(financeSite("Nissan Finance"), car, now)).toMatchObject({ payment: 559, per: "month" });
  });

  it("reads the provider's fees and calculator bounds as data", () => {
    const byName = Object.fromEntries(financeConfiguration.providers.map((p) => [p.name, p]));
    expect(byName.Taurus?.calculator).toMatchObject({ amountMin: 5000, fees: { establishment: 1360.5 } });
    expect(byName.AusLoans?.calculator.fees?.establishment).toBe(1300);
    expect(byName.Manual?.calculator.fees).toEqual({ establishment: 395, securityRegistration: 6, monthlyAccount: 8, agency: 912.25 });
    expect(byName.Angle?.calculator).toMatchObject({ interestMin: 7.5, interestMax: 14.5 });
    expect(financeConfiguration.defaultProvider.comparison).toEqual({
      basis: "5-year secured $30,000 loan", interestRate: null, comparisonRate: null, range: { min: 8.38, max: 19.42 },
    });
  });
});
