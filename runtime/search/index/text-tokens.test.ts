import { describe, expect, it } from "vitest";
import { typosAllowed } from "./text-tokens.ts";

describe("typosAllowed", () => {
  it("allows Algolia's typos by length, none in words with digits, and none past 32 letters so typo work stays bounded", () => {
    expect(["kia", "mazda", "corrolla", "u00010"].map(typosAllowed)).toEqual([0, 1, 2, 0]);
    expect(typosAllowed("a".repeat(32))).toBe(2);
    expect(typosAllowed("a".repeat(33))).toBe(0);
    expect(typosAllowed("a".repeat(100_000))).toBe(0);
  });
});
