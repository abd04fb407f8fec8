import { describe, expect, it } from "vitest";
import { AMOUNT_OUT_OF_BOUNDS, AMOUNT_UNREADABLE, paymentAmountCents } from "./payment-amount.ts";

describe("an online payment's amount (issue 21 §3)", () => {
  it("reads dollars with a $ sign, thousands separators and cents", () => {
    expect(paymentAmountCents("$1,250.50")).toEqual({ cents: 125_050 });
    expect(paymentAmountCents(" 250 ")).toEqual({ cents: 25_000 });
    expect(paymentAmountCents("99.5")).toEqual({ cents: 9_950 });
    expect(paymentAmountCents("20,000")).toEqual({ cents: 2_000_000 });
  });

  it("refuses amounts outside $1 to $20,000 in the spec's bound wording", () => {
    expect(AMOUNT_OUT_OF_BOUNDS).toBe("Cannot be less than $1 or more than $20,000");
    expect(paymentAmountCents("0.99")).toEqual({ message: AMOUNT_OUT_OF_BOUNDS });
    expect(paymentAmountCents("20,000.01")).toEqual({ message: AMOUNT_OUT_OF_BOUNDS });
  });

  it("refuses what is not an amount", () => {
    for (const text of ["", "-5", "1.234", "12,34", "1e3", "ten", "$"]) expect(paymentAmountCents(text)).toEqual({ message: AMOUNT_UNREADABLE });
  });
});
