import { describe, expect, it } from "vitest";
import { COMPARE_LIMIT, compareHref, compareIds, storedCompareEntries, toggleCompared, type CompareEntry } from "./compare-list.ts";

const entry = (id: number): CompareEntry => ({ id, name: `Car ${id}`, slug: `car-${id}` });

describe("toggleCompared", () => {
  it("adds a car while there is room and removes a car already on the list", () => {
    const added = toggleCompared([entry(1)], entry(2));
    expect(added).toEqual({ list: [entry(1), entry(2)], outcome: "added" });
    expect(toggleCompared(added.list, entry(1))).toEqual({ list: [entry(2)], outcome: "removed" });
  });

  it("refuses a fourth car and keeps the three", () => {
    const three = [1, 2, 3].map(entry);
    expect(COMPARE_LIMIT).toBe(3);
    expect(toggleCompared(three, entry(4))).toEqual({ list: three, outcome: "refused" });
  });

  it("still removes a car when the list is full", () => {
    expect(toggleCompared([1, 2, 3].map(entry), entry(2)).list.map((car) => car.id)).toEqual([1, 3]);
  });
});

describe("compareIds", () => {
  it("reads ids in order, each once, at most three", () => {
    expect(compareIds("12,7,12,40,9")).toEqual([12, 7, 40]);
  });

  it("ignores what is not a car id", () => {
    expect(compareIds("abc, 5,-3,0,1.5,,")).toEqual([5]);
    expect(compareIds(null)).toEqual([]);
  });

  it("round-trips through the compare link", () => {
    expect(compareHref([3, 1, 2])).toBe("/compare?ids=3,1,2");
    expect(compareIds(new URL(compareHref([3, 1, 2]), "https://x.test").searchParams.get("ids"))).toEqual([3, 1, 2]);
  });
});

describe("storedCompareEntries", () => {
  it("keeps well-formed entries and drops bare ids or junk", () => {
    expect(storedCompareEntries([7, entry(1), { id: "2" }, null, entry(3)])).toEqual([entry(1), entry(3)]);
    expect(storedCompareEntries({ id: 1 })).toEqual([]);
  });
});
