import { describe, expect, it } from "vitest";
import { loanRepayment } from "./amortisation.ts";

const loan = { price: 30000, deposit: 0, residual: 0, annualRate: 10, years: 5 } as const;

describe("loanRepayment", () => {
  it("amortises $30,000 over 5 years at 10% monthly", () => {
    // r = 0.10 / 12 = 0.0083333, n = 60, (1 + r)^-60 = 0.607789
    // R = 30000 x 0.0083333 / (1 - 0.607789) = 250 / 0.392211 = 637.41; total 637.41 x 60 = 38,244.60
    expect(loanRepayment({ ...loan, frequency: "monthly" })).toEqual({
      payment: 637.41,
      periods: 60,
      financed: 30000,
      totalPayable: 38244.6,
    });
  });

  it("uses 52 weekly and 26 fortnightly periods a year", () => {
    // weekly: r = 0.10 / 52 = 0.00192308, n = 260, (1 + r)^-260 = 0.606822; 57.6923 / 0.393178 = 146.73
    expect(loanRepayment({ ...loan, frequency: "weekly" })).toMatchObject({ payment: 146.73, periods: 260 });
    // fortnightly: r = 0.10 / 26 = 0.00384615, n = 130, (1 + r)^-130 = 0.607113; 115.3846 / 0.392887 = 293.68
    expect(loanRepayment({ ...loan, frequency: "fortnightly" })).toMatchObject({ payment: 293.68, periods: 130 });
  });

  it("takes off the present value of a balloon", () => {
    // 30% residual: B = 9000, PV = 9000 x 0.607789 = 5470.10; (30000 - 5470.10) x 0.0083333 / 0.392211 = 521.19
    // total = 521.19 x 60 + 9000 = 40,271.40
    expect(loanRepayment({ ...loan, residual: 9000, frequency: "monthly" })).toMatchObject({
      payment: 521.19,
      totalPayable: 40271.4,
    });
  });

  it("takes the deposit off the price and finances the establishment fee", () => {
    // financed = 30000 - 5000 + 1300 = 26,300; r = 0.08 / 12, n = 48, (1 + r)^-48 = 0.726807
    // R = 26300 x 0.0066667 / 0.273193 = 642.06
    const result = loanRepayment({
      price: 30000, deposit: 5000, residual: 0, annualRate: 8, years: 4, frequency: "monthly",
      fees: { establishment: 1300, securityRegistration: 0, agency: 0, monthlyAccount: 0 },
    });
    expect(result).toMatchObject({ financed: 26300, payment: 642.06, periods: 48 });
  });

  it("adds the 395 / 6 / 912.25 fees to the loan and the $8 account fee to each month", () => {
    // financed = 30000 + 395 + 6 + 912.25 = 31,313.25; 31313.25 x 0.0083333 / 0.392211 = 665.31; + 8 = 673.31
    const result = loanRepayment({
      ...loan, frequency: "monthly",
      fees: { establishment: 395, securityRegistration: 6, agency: 912.25, monthlyAccount: 8 },
    });
    expect(result).toMatchObject({ financed: 31313.25, payment: 673.31 });
  });

  it("spreads the monthly account fee over weekly repayments", () => {
    // 8 x 12 / 52 = 1.846 a week on top of 146.73 -> 148.58
    const fees = { establishment: 0, securityRegistration: 0, agency: 0, monthlyAccount: 8 };
    expect(loanRepayment({ ...loan, frequency: "weekly", fees }).payment).toBe(148.58);
  });

  it("divides evenly at 0% interest", () => {
    // (30000 - 0) / 60 = 500
    expect(loanRepayment({ ...loan, annualRate: 0, frequency: "monthly" }).payment).toBe(500);
  });

  it("rounds up to the next whole dollar where the site says so", () => {
    // 146.73 -> 147; total 147 x 260 = 38,220
    expect(loanRepayment({ ...loan, frequency: "weekly", roundUp: true })).toMatchObject({
      payment: 147,
      totalPayable: 38220,
    });
  });

  it("does not round a whole-dollar repayment up a further dollar", () => {
    expect(loanRepayment({ ...loan, annualRate: 0, frequency: "monthly", roundUp: true }).payment).toBe(500);
  });

  it("borrows nothing when the deposit covers the price", () => {
    expect(loanRepayment({ ...loan, deposit: 30000, frequency: "weekly" })).toMatchObject({ payment: 0, totalPayable: 0 });
    expect(loanRepayment({ ...loan, deposit: 40000, frequency: "weekly" }).payment).toBe(0);
  });

  it("never owes a residual larger than the loan", () => {
    // a residual of the whole loan leaves interest only: 30000 x 0.10 / 12 = 250
    expect(loanRepayment({ ...loan, residual: 90000, frequency: "monthly" }).payment).toBe(250);
  });
});
