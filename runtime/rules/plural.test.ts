import { describe, expect, it } from "vitest";
import { countLabel } from "./plural.ts";

describe("countLabel", () => {
  it("says one thing in the singular and any other count in the plural", () => {
    expect(countLabel(1, "view")).toBe("1 view");
    expect(countLabel(0, "view")).toBe("0 views");
    expect(countLabel(2, "review")).toBe("2 reviews");
    expect(countLabel(1234, "view")).toBe("1,234 views");
  });

  it("takes an irregular plural", () => {
    expect(countLabel(1, "Used Car", "Used Cars")).toBe("1 Used Car");
    expect(countLabel(3, "person", "people")).toBe("3 people");
  });
});
