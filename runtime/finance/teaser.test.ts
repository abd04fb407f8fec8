import { describe, expect, it } from "vitest";
import { financeTeaser } from "./teaser.ts";
import { financeCar, financeSite, lenderEntry } from "../../tests/kit/finance/test-fixtures.ts";

const now = new Date("2025-06-01T00:00:00Z");

describe("financeTeaser", () => {
  it("gives the car's weekly payment and rates, the provider's example and the enquiry link", () => {
    const car = financeCar({ finance_lenders: { Taurus: lenderEntry("Taurus") } });
    expect(financeTeaser(financeSite("Taurus"), car, now)).toEqual({
      payment: 129,
      per: "week",
      interestRate: 6.29,
      comparisonRate: 8.19,
      comparison: { basis: "5-year secured $30,000 loan", interestRate: null, comparisonRate: null, range: null },
      enquiryHref:
        "/finance-enquiry?preferredDealership=harbour-motors-toyota&vehiclePriceBudget=32990&car_id=501&car_type=used&vin=JM0KF4WLA00123456#finance-form",
    });
  });

  it("shows no teaser on a site without purchase finance (subscription only)", () => {
    const car = financeCar({ finance_lenders: { Taurus: lenderEntry("Taurus") } });
    const site = financeSite("Taurus");
    expect(financeTeaser({ ...site, finance: { ...site.finance, purchase: false } }, car, now)).toBeNull();
  });

  it("uses the site's comparison example when it has one", () => {
    const car = financeCar({ finance_lenders: { Taurus: lenderEntry("Taurus") } });
    const site = financeSite("Taurus", {
      comparison_example: { basis: "5-year secured $30,000 loan", interest_rate: 6.29, comparison_rate: 8.19 },
    });
    expect(financeTeaser(site, car, now)?.comparison).toMatchObject({ interestRate: 6.29, comparisonRate: 8.19 });
  });

  it("reads an unknown provider's entry under its own name with the default rule", () => {
    const car = financeCar({ finance_lenders: { "Acme Credit": lenderEntry("Acme Credit") } });
    expect(financeTeaser(financeSite("Acme Credit"), car, now)).not.toBeNull();
    expect(financeTeaser(financeSite("Acme Credit"), financeCar({ price: 400, finance_lenders: car.finance_lenders }), now)).toBeNull();
  });
});
