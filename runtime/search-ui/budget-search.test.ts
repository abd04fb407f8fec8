import { describe, expect, it } from "vitest";
import { budgetMessages, budgetRequest } from "./budget-search.ts";

describe("budget search (spec §7, §8)", () => {
  it("counts the scope's cars priced above 1000 and within the budget", () => {
    expect(budgetRequest("all", 54_000)).toEqual({ query: "", hitsPerPage: 0, filters: "price > 1000 AND price <= 54000" });
    expect(budgetRequest("used", 20_800.5).filters).toBe("car_type:used AND price > 1000 AND price <= 20800");
  });

  it("disables the button with the spec's texts when no car fits the budget", () => {
    expect(budgetMessages(0, "Used Car")).toEqual({ found: "0 Used Cars Found", button: "No Used Cars found for this budget", disabled: true });
  });

  it("counts the cars found otherwise", () => {
    expect(budgetMessages(1, "Car")).toEqual({ found: "1 Car Found", button: "View Cars", disabled: false });
    expect(budgetMessages(1234, "Car").found).toBe("1,234 Cars Found");
  });
});
