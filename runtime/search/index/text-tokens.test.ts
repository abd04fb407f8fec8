import { describe, expect, it } from "vitest";
import { editDistance, typoReachable, typosAllowed } from "./text-tokens.ts";

describe("typosAllowed", () => {
  it("allows Algolia's typos by length, none in words with digits, and none past 32 letters so typo work stays bounded", () => {
    expect(["kia", "mazda", "corrolla", "u00010"].map(typosAllowed)).toEqual([0, 1, 2, 0]);
    expect(typosAllowed("a".repeat(32))).toBe(2);
    expect(typosAllowed("a".repeat(33))).toBe(0);
    expect(typosAllowed("a".repeat(100_000))).toBe(0);
  });
});

describe("typoReachable", () => {
  it("tells the terms a query word allowed typos can reach: those with at most as many digits as its typos", () => {
    expect(["corolla", "cx5", "ab12cd", "u00011", "1m8gdm9axkp042788", "abc123"].map(typoReachable)).toEqual([true, true, true, false, false, false]);
    // The widest reach: eight letters, two typos, both spent on the term's digits.
    expect(typosAllowed("abcdefgh")).toBe(2);
    expect(editDistance("abcdefgh", "abcdef12", 2)).toBe(2);
    expect(typoReachable("abcdef12")).toBe(true);
    expect(editDistance("abcdefgh", "abcde123", 2)).toBe(3);
    expect(typoReachable("abcde123")).toBe(false);
  });
});
