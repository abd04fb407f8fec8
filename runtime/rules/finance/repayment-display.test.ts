import { describe, expect, it } from "vitest";
import { formatRate } from "./format.ts";
import { ENQUIRE_FOR_FINANCE, repaymentDisplay } from "./repayment-display.ts";

const loan = (payment: number, totalPayable: number) => ({ payment, totalPayable, periods: 260, financed: 30000 });

describe("repaymentDisplay", () => {
  it("shows the payment in whole dollars with its frequency and the total", () => {
    expect(repaymentDisplay(loan(146.73, 38149.8), "weekly")).toEqual({
      payment: "$147",
      per: "per week",
      total: "$38,150",
      enquire: false,
    });
    expect(repaymentDisplay(loan(637.41, 38244.6), "monthly").per).toBe("per month");
    expect(repaymentDisplay(loan(293.68, 38178.4), "fortnightly").per).toBe("per fortnight");
  });

  it("shows 'Enquire for Finance' and blanks the total at 25 or less", () => {
    expect(ENQUIRE_FOR_FINANCE).toBe("Enquire for Finance");
    expect(repaymentDisplay(loan(25, 6500), "weekly")).toEqual({ payment: "Enquire for Finance", per: "", total: "", enquire: true });
    expect(repaymentDisplay(loan(0, 0), "weekly").enquire).toBe(true);
    expect(repaymentDisplay(loan(25.01, 6502.6), "weekly")).toMatchObject({ payment: "$25", enquire: false });
  });
});

describe("formatRate", () => {
  it("rounds rates to two decimals with a percent sign", () => {
    expect(formatRate(6.29)).toBe("6.29%");
    expect(formatRate(8.1949)).toBe("8.19%");
    expect(formatRate(10)).toBe("10.00%");
  });

  it("shows '-' for a missing rate", () => {
    expect(formatRate(null)).toBe("-");
    expect(formatRate(undefined)).toBe("-");
  });
});
