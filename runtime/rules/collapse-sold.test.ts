import { describe, expect, it } from "vitest";
import { collapseSoldRuns } from "./collapse-sold.ts";

const isSold = (hit: string) => hit.startsWith("sold");

describe("collapseSoldRuns", () => {
  it("keeps one sold card per run of consecutive sold cars", () => {
    expect(collapseSoldRuns(["a", "sold1", "sold2", "sold3", "b", "sold4", "c"], isSold)).toEqual(["a", "sold1", "b", "sold4", "c"]);
  });

  it("collapses runs at the start and the end", () => {
    expect(collapseSoldRuns(["sold1", "sold2", "a", "sold3", "sold4"], isSold)).toEqual(["sold1", "a", "sold3"]);
  });

  it("keeps every hit when all are sold", () => {
    expect(collapseSoldRuns(["sold1", "sold2", "sold3"], isSold)).toEqual(["sold1", "sold2", "sold3"]);
  });

  it("leaves lists without sold runs alone", () => {
    expect(collapseSoldRuns(["a", "sold1", "b"], isSold)).toEqual(["a", "sold1", "b"]);
    expect(collapseSoldRuns([], isSold)).toEqual([]);
  });
});
