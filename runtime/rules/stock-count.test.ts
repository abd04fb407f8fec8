import { describe, expect, it } from "vitest";
import { shownCount } from "./stock-count.ts";

describe("shownCount", () => {
  it("shows counts up to 1999 as they are", () => {
    expect(shownCount(0, 5000)).toBe(0);
    expect(shownCount(1999, 5000)).toBe(1999);
  });

  it("replaces counts above 1999 with the stock count", () => {
    expect(shownCount(2000, 5000)).toBe(5000);
    expect(shownCount(12_345, 4321)).toBe(4321);
  });
});
