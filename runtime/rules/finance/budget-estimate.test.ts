import { describe, expect, it } from "vitest";
import { BUDGET, budgetEstimate, budgetInput } from "./budget-estimate.ts";

describe("budgetEstimate", () => {
  it("has the spec's defaults and limits", () => {
    expect(BUDGET.defaults).toEqual({ weekly: 200, monthly: 600, deposit: 2000 });
    expect(BUDGET.fallbackMaxPrice).toBe(100000);
    expect(BUDGET.slider).toEqual({ min: 5000, max: 250000, step: 500 });
  });

  it("adds five years of weekly repayments to the deposit", () => {
    // 200 x 52 x 5 = 52,000 + 2,000 = 54,000
    expect(budgetEstimate("weekly", 200, 2000)).toEqual({ repayment: 200, deposit: 2000, maxPrice: 54000, years: 5 });
  });

  it("adds five years of monthly repayments to the deposit", () => {
    // 600 x 12 x 5 = 36,000 + 2,000 = 38,000
    expect(budgetEstimate("monthly", 600, 2000).maxPrice).toBe(38000);
  });

  it("reads typed text with $ and separators", () => {
    // 1,000 x 12 x 5 + 10,000 = 70,000
    expect(budgetEstimate("monthly", "$1,000", "10,000").maxPrice).toBe(70000);
  });

  it("treats non-numeric input as 0", () => {
    expect(budgetEstimate("weekly", "abc", "").maxPrice).toBe(0);
    expect(budgetEstimate("weekly", undefined, null).maxPrice).toBe(0);
  });
});

describe("budgetInput", () => {
  it("clamps to 0..1,000,000 at the boundaries", () => {
    expect(budgetInput(-1)).toBe(0);
    expect(budgetInput(0)).toBe(0);
    expect(budgetInput(1_000_000)).toBe(1_000_000);
    expect(budgetInput(1_000_001)).toBe(1_000_000);
    expect(budgetInput("2500000")).toBe(1_000_000);
  });

  it("makes anything that is not a number 0", () => {
    expect(budgetInput("12a")).toBe(0);
    expect(budgetInput(Number.NaN)).toBe(0);
    expect(budgetInput({})).toBe(0);
  });
});
