import { describe, expect, it } from "vitest";
import { isOutOfRange, rangeHelpText, readCalculatorInput } from "./calculator-input.ts";
import { formatMoney } from "./format.ts";

describe("readCalculatorInput", () => {
  it("reads plain and formatted numbers", () => {
    expect(readCalculatorInput("30000")).toBe(30000);
    expect(readCalculatorInput("$30,000")).toBe(30000);
    expect(readCalculatorInput("7.5")).toBe(7.5);
  });

  it("turns a negative number into 0", () => {
    expect(readCalculatorInput("-5000")).toBe(0);
    expect(readCalculatorInput("-0.5")).toBe(0);
  });

  it("gives null while there is no number yet", () => {
    expect(readCalculatorInput("")).toBeNull();
    expect(readCalculatorInput("-")).toBeNull();
    expect(readCalculatorInput("abc")).toBeNull();
  });
});

describe("range help", () => {
  const price = { min: 1000, max: 250000 };

  it("flags values outside the bounds only", () => {
    expect(isOutOfRange(999, price)).toBe(true);
    expect(isOutOfRange(1000, price)).toBe(false);
    expect(isOutOfRange(250000, price)).toBe(false);
    expect(isOutOfRange(250001, price)).toBe(true);
  });

  it("says 'Cannot be less than {min} or more than {max}'", () => {
    expect(rangeHelpText(price, formatMoney)).toBe("Cannot be less than $1,000 or more than $250,000");
    expect(rangeHelpText({ min: 1, max: 7 }, String)).toBe("Cannot be less than 1 or more than 7");
  });
});
