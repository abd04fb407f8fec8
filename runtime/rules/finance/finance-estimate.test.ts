import { describe, expect, it } from "vitest";
import { FINANCE_ESTIMATE_BASIS, financeEstimate } from "./finance-estimate.ts";

describe("financeEstimate", () => {
  it("uses a 5 year term, 10.0% deposit and 30% final payment", () => {
    expect(FINANCE_ESTIMATE_BASIS).toMatchObject({ years: 5, depositPercent: 10, finalPaymentPercent: 30, weeksPerMonth: 4.33 });
  });

  it("works a $40,000 car at 10% p.a.", () => {
    // deposit 4,000, loan 36,000, final payment 12,000; weekly r = 0.10 / 52, n = 260, (1 + r)^-260 = 0.606822
    // R = (36000 - 12000 x 0.606822) x 0.00192308 / 0.393178 = 28718.14 x 0.00489108 = 140.46
    // monthly = 140.46 x 4.33 = 608.19
    expect(financeEstimate(40000, 10)).toEqual({
      weekly: 140.46,
      monthly: 608.19,
      deposit: 4000,
      finalPayment: 12000,
      years: 5,
    });
  });

  it("gives nothing for a car without a positive price", () => {
    expect(financeEstimate(0, 10)).toBeNull();
    expect(financeEstimate(-1, 10)).toBeNull();
    expect(financeEstimate(Number.NaN, 10)).toBeNull();
  });

  it("gives nothing without a rate", () => {
    expect(financeEstimate(40000, Number.NaN)).toBeNull();
  });

  it("estimates at 0% as an even split", () => {
    // (36000 - 12000) / 260 = 92.31; monthly 92.31 x 4.33 = 399.70
    expect(financeEstimate(40000, 0)).toMatchObject({ weekly: 92.31, monthly: 399.7 });
  });
});
