import { describe, expect, it } from "vitest";
import { estimatePanelFigures } from "./estimate.ts";
import { financeCar, financeSite, lenderEntry } from "../../tests/kit/finance/test-fixtures.ts";

const now = new Date("2025-06-01T00:00:00Z");

describe("estimatePanelFigures", () => {
  it("estimates at the rate of the car's entry for the site's provider", () => {
    const car = financeCar({ price: 40000, finance_lenders: { Taurus: lenderEntry("Taurus", { interestRate: 10, comparisonRate: 11.5 }) } });
    const figures = estimatePanelFigures(financeSite("Taurus"), car, now);
    // $40,000 at 10%: 140.46 a week, 608.19 a month (see finance-estimate.test.ts)
    expect(figures).toMatchObject({ carId: 501, interestRate: 10, comparisonRate: 11.5, quote: null, fetchQuote: null });
    expect(figures?.estimate).toMatchObject({ weekly: 140.46, monthly: 608.19 });
  });

  it("falls back to the provider's rates when the car has no entry", () => {
    const figures = estimatePanelFigures(financeSite(null), financeCar(), now);
    expect(figures).toMatchObject({ interestRate: 7.99, comparisonRate: 8.38 });
  });

  it("asks the browser for a quote once when quotes are on and the priced car has none", () => {
    const site = financeSite(null, { quote: { enabled: true } });
    expect(estimatePanelFigures(site, financeCar(), now)?.fetchQuote).toEqual({
      purchasePrice: 32990, year: 2021, vin: "JM0KF4WLA00123456", nvic: "0ABC21",
    });
    const quoted = financeCar({ youxQuote: { weeklyRepaymentAmount: 120, advertisedRate: 7.49, comparisonRate: null } });
    expect(estimatePanelFigures(site, quoted, now)).toMatchObject({
      fetchQuote: null,
      quote: { weeklyRepaymentAmount: 120, advertisedRate: 7.49, comparisonRate: null },
    });
  });

  it("ignores quotes on sites that do not show them", () => {
    const quoted = financeCar({ youxQuote: { weeklyRepaymentAmount: 120, advertisedRate: 7.49, comparisonRate: 7.99 } });
    expect(estimatePanelFigures(financeSite(null), quoted, now)).toMatchObject({ quote: null, fetchQuote: null });
  });

  it("carries the comparison example the rates are shown with", () => {
    expect(estimatePanelFigures(financeSite("Taurus"), financeCar(), now)?.comparison.basis).toBe("5-year secured $30,000 loan");
  });

  // Spec §5: the provider's rule decides where finance is advertised; the panel follows it like the teaser does.
  it("is not shown where the provider does not finance the car, or without a price", () => {
    const site = financeSite("Taurus");
    expect(estimatePanelFigures(site, financeCar({ status: "sold", sold: true }), now)).toBeNull();
    expect(estimatePanelFigures(site, financeCar({ make: "Suzuki" }), now)).toBeNull();
    expect(estimatePanelFigures(site, financeCar({ price: 500 }), now)).toBeNull();
    expect(estimatePanelFigures(site, financeCar({ price: 0 }), now)).toBeNull();
    // 2025 - 12 = 2013: Taurus finances 2014 cars, not 2013 ones
    expect(estimatePanelFigures(site, financeCar({ year: 2013 }), now)).toBeNull();
    expect(estimatePanelFigures(site, financeCar({ year: 2014 }), now)).not.toBeNull();
    expect(estimatePanelFigures(financeSite("Taurus", { excluded_dealerships: [101] }), financeCar(), now)).toBeNull();
    // The teaser switch hides the teaser only: the panel needs no lender figures and keeps showing.
    expect(estimatePanelFigures(financeSite("Taurus", { teaser: false }), financeCar(), now)).not.toBeNull();
  });
});
