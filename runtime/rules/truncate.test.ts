import { describe, expect, it } from "vitest";
import { DEALER_COMMENTS_LIMIT, truncateText } from "./truncate.ts";

describe("truncateText", () => {
  it("keeps text of exactly the limit whole", () => {
    const text = "a".repeat(DEALER_COMMENTS_LIMIT);
    expect(truncateText(text, 400)).toEqual({ text, truncated: false });
  });

  it("cuts text one character over the limit", () => {
    const result = truncateText("b".repeat(401), 400);
    expect(result.truncated).toBe(true);
    expect(result.text).toBe(`${"b".repeat(400)}...`);
  });

  it("does not leave trailing spaces before the ellipsis", () => {
    expect(truncateText("one two three", 4).text).toBe("one...");
  });
});
