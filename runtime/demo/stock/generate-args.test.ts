import { describe, expect, it } from "vitest";
import { parseGenerateArgs } from "./generate-args.ts";

describe("parseGenerateArgs", () => {
  it("reads every option", () => {
    expect(parseGenerateArgs(["--site", "harbour-motors", "--count", "100000", "--seed", "7", "--out", "cars.json", "--now", "2026-03-15"])).toEqual({
      site: "harbour-motors", count: 100_000, seed: 7, out: "cars.json", now: new Date("2026-03-15"),
    });
    expect(parseGenerateArgs([])).toEqual({ site: null, count: null, seed: null, now: null, out: null });
  });

  it("names the bad option", () => {
    expect(() => parseGenerateArgs(["--count", "100001"])).toThrow('--count must be a whole number from 0 to 100000, got "100001"');
    expect(() => parseGenerateArgs(["--count", "1.5"])).toThrow("--count must be a whole number");
    expect(() => parseGenerateArgs(["--seed"])).toThrow("--seed needs a value");
    expect(() => parseGenerateArgs(["--site", "--count"])).toThrow("--site needs a value");
    expect(() => parseGenerateArgs(["--now", "someday"])).toThrow('--now must be an ISO date, got "someday"');
    expect(() => parseGenerateArgs(["--colour", "red"])).toThrow("Unknown option --colour");
  });
});
