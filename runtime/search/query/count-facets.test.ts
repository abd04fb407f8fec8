import { describe, expect, it } from "vitest";
import { FacetColumn } from "../index/facet-column.ts";
import { numericStats, topValues, withFacetCounts } from "./count-facets.ts";

function column(values: (string | string[] | null)[]): FacetColumn {
  const multi = values.some(Array.isArray);
  const facet = new FacetColumn(multi, values.length);
  values.forEach((value, slot) => facet.set(slot, value));
  return facet;
}

const all = (n: number) => Int32Array.from({ length: n }, (_, i) => i);

describe("facet counting", () => {
  it("counts values case-insensitively under the first spelling, skipping missing values", () => {
    const facet = column(["Toyota", "toyota", "Mazda", null, "Kia", "Mazda", "Mazda"]);
    expect(withFacetCounts(facet, all(7), (counts) => topValues(facet, counts, 10, "count"))).toEqual({ Mazda: 3, Toyota: 2, Kia: 1 });
    expect(withFacetCounts(facet, Int32Array.from([0, 4]), (counts) => topValues(facet, counts, 10, "count"))).toEqual({ Toyota: 1, Kia: 1 });
  });

  it("counts each value of a list attribute once per record", () => {
    const facet = column([["Sunroof", "Tow Bar"], ["Sunroof", "Sunroof"], [], ["Tow Bar"]]);
    expect(withFacetCounts(facet, all(4), (counts) => topValues(facet, counts, 10, "count"))).toEqual({ Sunroof: 2, "Tow Bar": 2 });
  });

  it("keeps the most frequent values when limited, and the first alphabetically when asked", () => {
    const values = ["a", "b", "b", "c", "c", "c", "d", "d", "d", "d", "e", "f"];
    const facet = column(values);
    expect(Object.entries(withFacetCounts(facet, all(values.length), (counts) => topValues(facet, counts, 3, "count")))).toEqual([["d", 4], ["c", 3], ["b", 2]]);
    const tie = withFacetCounts(facet, all(values.length), (counts) => topValues(facet, counts, 5, "count"));
    expect(Object.keys(tie)).toHaveLength(5);
    expect(Object.values(tie).slice(0, 3)).toEqual([4, 3, 2]);
    expect(Object.keys(withFacetCounts(facet, all(values.length), (counts) => topValues(facet, counts, 3, "alpha")))).toEqual(["a", "b", "c"]);
  });

  it("leaves the reusable count buffer zeroed for the next count", () => {
    const facet = column(["x", "y", "x"]);
    withFacetCounts(facet, all(3), () => null);
    expect([...facet.scratch].every((count) => count === 0)).toBe(true);
  });

  it("gives min, max, avg and sum of the records that have a value", () => {
    const values = Float64Array.from([10, NaN, 30, 20]);
    expect(numericStats(values, all(4))).toEqual({ min: 10, max: 30, avg: 20, sum: 60 });
    expect(numericStats(values, Int32Array.from([1]))).toBeNull();
  });
});

describe("facet values that look like object internals", () => {
  it("are counted like any other value", () => {
    const facet = column(["__proto__", "constructor", "__proto__"]);
    const counts = withFacetCounts(facet, all(3), (found) => topValues(facet, found, 10, "count"));
    expect(JSON.parse(JSON.stringify(counts))).toEqual(JSON.parse('{"__proto__":2,"constructor":1}'));
  });
});
