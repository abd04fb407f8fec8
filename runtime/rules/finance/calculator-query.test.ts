import { describe, expect, it } from "vitest";
import { calculatorValuesFromQuery } from "./calculator-query.ts";
import { calculatorSettings } from "./calculator-settings.ts";

const settings = calculatorSettings([]);
const read = (query: string, s = settings) => calculatorValuesFromQuery(new URLSearchParams(query), s);

describe("calculatorValuesFromQuery", () => {
  it("keeps the starting values without a query", () => {
    expect(read("")).toEqual(settings.initial);
  });

  it("reads every field of a submitted form", () => {
    expect(read("amount=45000&deposit=5000&residual=10000&term=4.5&interest=7.5&frequency=monthly")).toEqual({
      amount: 45000, deposit: 5000, residual: 10000, term: 4.5, interest: 7.5, frequency: "monthly",
    });
  });

  it("clamps out-of-range values and makes negatives 0 before clamping", () => {
    expect(read("amount=999999&term=9&interest=0.1&deposit=-5")).toMatchObject({
      amount: 250000, term: 7, interest: 0.5, deposit: 0,
    });
    expect(read("amount=-5000").amount).toBe(1000);
  });

  it("ignores unreadable values, unknown frequencies and a hidden interest rate", () => {
    expect(read("amount=lots&frequency=daily")).toMatchObject({ amount: 30000, frequency: "weekly" });
    const hidden = calculatorSettings([{ interestHidden: true }]);
    expect(read("interest=3", hidden).interest).toBe(10);
  });
});
