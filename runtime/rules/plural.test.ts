import { describe, expect, it } from "vitest";
import { countLabel } from "./plural.ts";

describe("countLabel", () => {
  it("says one thing in the singular and any other count in the plural", () => {
    expect(countLabel(1, "view")).toBe("1 view");
    expect(countLabel(0, "view")).toBe("0 views");
    expect(countLabel(2, "review")).toBe("2 reviews");
    expect(countLabel(1234, "view")).toBe("1,234 views");
  });

  it("chooses the singular where Intl.PluralRules('en-AU') does", () => {
    const english = new Intl.PluralRules("en-AU");
    for (const count of [-2, -1, 0, 0.5, 1, 1.5, 2, 11, 21, 101, 1001]) {
      expect(countLabel(count, "view").endsWith(" view"), String(count)).toBe(english.select(count) === "one");
    }
  });

  it("takes an irregular plural", () => {
    expect(countLabel(1, "Used Car", "Used Cars")).toBe("1 Used Car");
    expect(countLabel(3, "person", "people")).toBe("3 people");
  });
});
