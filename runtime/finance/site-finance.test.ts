import { describe, expect, it } from "vitest";
import { calculatorSettings } from "../rules/finance/calculator-settings.ts";
import { calculatorLayers, comparisonExample, financeDisclaimer, quoteProvider, siteProvider, tradeInLimits } from "./site-finance.ts";
import { financeSite } from "../../tests/kit/finance/test-fixtures.ts";

describe("site finance options", () => {
  it("has the common behaviour as defaults", () => {
    const site = financeSite(null);
    expect(site.finance).toMatchObject({
      teaser: true,
      excluded_dealerships: [],
      quote: { enabled: false, provider: "YouX" },
      trade_in: { reconditioning_margin: 0.15, max_age_years: 7, max_km: 100000, save_valuation: false },
      comparison_example: null,
      disclaimer: null,
    });
    expect(calculatorSettings(calculatorLayers(site)).initial).toEqual({
      amount: 30000, deposit: 0, residual: 0, term: 5, interest: 10, frequency: "weekly",
    });
  });

  it("picks the provider by name, case-insensitively, and the default provider for null", () => {
    expect(siteProvider(financeSite("Taurus")).name).toBe("Taurus");
    expect(siteProvider(financeSite("nissan finance")).name).toBe("Nissan Finance");
    expect(siteProvider(financeSite(null)).name).toBe("default");
  });

  it("layers the site's calculator options over the provider's", () => {
    const site = financeSite("Taurus", {
      calculator: { amount_max: 100000, amount_max_scales_with_price: true, amount_from_car_price: true, term_max: 5, term_default: 6, interest_hidden: true },
    });
    const settings = calculatorSettings(calculatorLayers(site), { carPrice: 150000 });
    // the provider's minimum of 5000 stays; 150,000 x 1.05 = 157,500
    expect(settings.amount).toEqual({ min: 5000, max: 157500, step: 500 });
    expect(settings.initial).toMatchObject({ amount: 150000, term: 5 });
    expect(settings.interestHidden).toBe(true);
    expect(settings.fees.establishment).toBe(1360.5);
  });

  it("lets one dealer bring its own fee schedule and an interest range of 4 to 20", () => {
    const site = financeSite(null, {
      calculator: {
        interest_min: 4, interest_max: 20, interest_default: 8.5,
        fees: { establishment: 395, security_registration: 6, monthly_account: 8, agency: 912.25 },
      },
    });
    const settings = calculatorSettings(calculatorLayers(site));
    expect(settings.interest).toEqual({ min: 4, max: 20, step: 0.5 });
    expect(settings.initial.interest).toBe(8.5);
    expect(settings.fees).toEqual({ establishment: 395, securityRegistration: 6, agency: 912.25, monthlyAccount: 8 });
  });

  it("answers quotes only when the site turns them on", () => {
    expect(quoteProvider(financeSite(null))).toBeNull();
    expect(quoteProvider(financeSite(null, { quote: { enabled: true } }))?.name).toBe("YouX");
    expect(quoteProvider(financeSite(null, { quote: { enabled: true, provider: "Taurus" } }))).toBeNull();
  });

  it("takes the site's comparison example and disclaimer over the provider's", () => {
    const site = financeSite(null, {
      comparison_example: { basis: "5-year secured $30,000 loan", interest_rate: 6.29, comparison_rate: 8.19 },
      disclaimer: "Our own words.",
    });
    expect(comparisonExample(site)).toEqual({
      basis: "5-year secured $30,000 loan", interestRate: 6.29, comparisonRate: 8.19, range: { min: 8.38, max: 19.42 },
    });
    expect(financeDisclaimer(site)).toBe("Our own words.");
    expect(financeDisclaimer(financeSite(null))).toMatch(/^The repayment shown is an estimate only/);
  });

  it("reads the trade-in limits", () => {
    expect(tradeInLimits(financeSite(null, { trade_in: { reconditioning_margin: 0.2 } }))).toEqual({
      maxAgeYears: 7, maxKm: 100000, reconditioningMargin: 0.2,
    });
  });
});
