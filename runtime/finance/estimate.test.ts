import { describe, expect, it } from "vitest";
import { estimatePanelFigures } from "./estimate.ts";
import { financeCar, financeSite, lenderEntry } from "./test-fixtures.ts";

describe("estimatePanelFigures", () => {
  it("estimates at the rate of the car's entry for the site's provider", () => {
    const car = financeCar({ price: 40000, finance_lenders: { Taurus: lenderEntry("Taurus", { interestRate: 10, comparisonRate: 11.5 }) } });
    const figures = estimatePanelFigures(financeSite("Taurus"), car);
    // $40,000 at 10%: 140.46 a week, 608.19 a month (see finance-estimate.test.ts)
    expect(figures).toMatchObject({ carId: 501, interestRate: 10, comparisonRate: 11.5, quote: null, fetchQuote: null });
    expect(figures.estimate).toMatchObject({ weekly: 140.46, monthly: 608.19 });
  });

  it("falls back to the provider's rates when the car has no entry", () => {
    const figures = estimatePanelFigures(financeSite(null), financeCar());
    expect(figures).toMatchObject({ interestRate: 7.99, comparisonRate: 8.38 });
  });

  it("asks the browser for a quote once when quotes are on and the priced car has none", () => {
    const site = financeSite(null, { quote: { enabled: true } });
    expect(estimatePanelFigures(site, financeCar()).fetchQuote).toEqual({
      purchasePrice: 32990, year: 2021, vin: "JM0KF4WLA00123456", nvic: "0ABC21",
    });
    expect(estimatePanelFigures(site, financeCar({ price: 0 })).fetchQuote).toBeNull();
    const quoted = financeCar({ youxQuote: { weeklyRepaymentAmount: 120, advertisedRate: 7.49, comparisonRate: null } });
    expect(estimatePanelFigures(site, quoted)).toMatchObject({
      fetchQuote: null,
      quote: { weeklyRepaymentAmount: 120, advertisedRate: 7.49, comparisonRate: null },
    });
  });

  it("ignores quotes on sites that do not show them", () => {
    const quoted = financeCar({ youxQuote: { weeklyRepaymentAmount: 120, advertisedRate: 7.49, comparisonRate: 7.99 } });
    expect(estimatePanelFigures(financeSite(null), quoted)).toMatchObject({ quote: null, fetchQuote: null });
  });
});
