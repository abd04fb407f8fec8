import { describe, expect, it } from "vitest";
import { FacetColumn } from "../index/facet-column.ts";
import { countedStats, facetObject, topValues, withFacetCounts, type FacetCounts } from "./count-facets.ts";

function column(values: (string | string[] | null)[]): FacetColumn {
  const multi = values.some(Array.isArray);
  const facet = new FacetColumn(multi, values.length);
  values.forEach((value, slot) => facet.set(slot, value));
  return facet;
}

/** The chosen values as the in-process client sees them, checked against the JSON the HTTP client gets. */
function chosen(facet: FacetColumn, counts: FacetCounts, limit: number, sortBy: "count" | "alpha"): Record<string, number> {
  const object = facetObject(topValues(facet, counts, limit, sortBy));
  expect(Object.entries(JSON.parse(JSON.stringify(object)))).toEqual(Object.entries(object));
  return object;
}

const all = (n: number) => Int32Array.from({ length: n }, (_, i) => i);

describe("facet counting", () => {
  it("counts values case-insensitively under the first spelling, skipping missing values", () => {
    const facet = column(["Toyota", "toyota", "Mazda", null, "Kia", "Mazda", "Mazda"]);
    expect(withFacetCounts(facet, all(7), (counts) => chosen(facet, counts, 10, "count"))).toEqual({ Mazda: 3, Toyota: 2, Kia: 1 });
    expect(withFacetCounts(facet, Int32Array.from([0, 4]), (counts) => chosen(facet, counts, 10, "count"))).toEqual({ Toyota: 1, Kia: 1 });
  });

  it("counts each value of a list attribute once per record", () => {
    const facet = column([["Sunroof", "Tow Bar"], ["Sunroof", "Sunroof"], [], ["Tow Bar"]]);
    expect(withFacetCounts(facet, all(4), (counts) => chosen(facet, counts, 10, "count"))).toEqual({ Sunroof: 2, "Tow Bar": 2 });
  });

  it("keeps the most frequent values when limited, and the first alphabetically when asked", () => {
    const values = ["a", "b", "b", "c", "c", "c", "d", "d", "d", "d", "e", "f"];
    const facet = column(values);
    expect(Object.entries(withFacetCounts(facet, all(values.length), (counts) => chosen(facet, counts, 3, "count")))).toEqual([["d", 4], ["c", 3], ["b", 2]]);
    const tie = withFacetCounts(facet, all(values.length), (counts) => chosen(facet, counts, 5, "count"));
    expect(Object.keys(tie)).toHaveLength(5);
    expect(Object.values(tie).slice(0, 3)).toEqual([4, 3, 2]);
    expect(Object.keys(withFacetCounts(facet, all(values.length), (counts) => chosen(facet, counts, 3, "alpha")))).toEqual(["a", "b", "c"]);
  });

  it("chooses the values most frequent first and writes them as JSON escaped, number-like values included", () => {
    const facet = column(["12000", '5" Lift', "12000", "9000", '5" Lift', "12000"]);
    const values = withFacetCounts(facet, all(6), (counts) => topValues(facet, counts, 10, "count"));
    expect(Array.from(values.ids, (id) => facet.values[id])).toEqual(["12000", '5" Lift', "9000"]);
    expect(JSON.stringify(facetObject(values))).toBe('{"9000":1,"12000":3,"5\\" Lift":2}');
  });

  it("returns whole-number values as a client reads them, the most frequent still kept when they do not all fit", () => {
    const facet = column(["90000", "5000", "5000", "120", "0", "5000", "120"]);
    expect(facet.indexKeys).toBe(true);
    const entries = (limit: number) => withFacetCounts(facet, all(7), (counts) => Object.entries(chosen(facet, counts, limit, "count")));
    expect(entries(10)).toEqual([["0", 1], ["120", 2], ["5000", 3], ["90000", 1]]);
    expect(entries(2)).toEqual([["120", 2], ["5000", 3]]);
    // "0" and "90000" tie for the last place: the alphabetically first is kept.
    expect(entries(3)).toEqual([["0", 1], ["120", 2], ["5000", 3]]);
    for (const text of ["007", "-1", "1.5", "4294967295", "12 000"]) expect(column(["12", text]).indexKeys).toBe(false);
  });

  it("keeps the alphabetically first values when the cut falls among equal counts", () => {
    const facet = column(["t", "p", "p", "r", "s", "s", "q"]);
    expect(withFacetCounts(facet, all(7), (counts) => chosen(facet, counts, 3, "count"))).toEqual({ p: 2, s: 2, q: 1 });
    expect(Object.keys(withFacetCounts(facet, all(7), (counts) => chosen(facet, counts, 4, "count")))).toEqual(["p", "s", "q", "r"]);
  });

  it("counts a column of more distinct values than a byte or two can number", () => {
    for (const distinct of [300, 70_000]) {
      const values = Array.from({ length: distinct + 2 }, (_, i) => String(i % distinct));
      const facet = column(values);
      const counts = withFacetCounts(facet, all(values.length), (found) => chosen(facet, found, 3, "count"));
      expect(counts).toEqual({ "0": 2, "1": 2, "10": 1 });
      expect(withFacetCounts(facet, Int32Array.from([distinct - 1]), (found) => chosen(facet, found, 3, "count"))).toEqual({ [String(distinct - 1)]: 1 });
    }
  });

  it("counts every facet afresh each time", () => {
    const few = ["x", null, "y", "x"];
    const many = [...Array.from({ length: 200 }, (_, i) => `v${i % 100}`), null];
    const [a, b] = [column(few), column(many)];
    for (let round = 0; round < 2; round++) {
      expect(withFacetCounts(a, all(few.length), (found) => chosen(a, found, 10, "count"))).toEqual({ x: 2, y: 1 });
      expect(withFacetCounts(b, all(many.length), (found) => chosen(b, found, 2, "count"))).toEqual({ v0: 2, v1: 2 });
      expect(withFacetCounts(a, Int32Array.from([2]), (found) => chosen(a, found, 10, "count"))).toEqual({ y: 1 });
    }
  });

  it("orders by count, then alphabetically, whether or not the counts leave room for ids in the sort keys", () => {
    const facet = column(Array.from({ length: 3000 }, (_, i) => `v${i}`));
    const present = Int32Array.from([5, 17, 2999, 1000, 42, 7]);
    // Counts in the billions make count x values^2 too large for a float64 to hold exactly.
    for (const scale of [1, 500_000_000]) {
      const counts = new Int32Array(3000);
      [4, 2, 4, 1, 2, 1].forEach((count, i) => (counts[present[i]!] = count * scale));
      const order = Object.entries(facetObject(topValues(facet, { counts, present }, 10, "count")));
      expect(order).toEqual([["v2999", 4 * scale], ["v5", 4 * scale], ["v17", 2 * scale], ["v42", 2 * scale], ["v1000", scale], ["v7", scale]]);
    }
  });

  it("gives min, max, avg and sum of the records that have a value", () => {
    const facet = new FacetColumn(false, 6);
    [10, null, 30, 20, "40", 10].forEach((value, slot) => facet.set(slot, value));
    expect(withFacetCounts(facet, all(6), (counts) => countedStats(facet, counts))).toEqual({ min: 10, max: 30, avg: 17.5, sum: 70 });
    expect(withFacetCounts(facet, Int32Array.from([1, 4]), (counts) => countedStats(facet, counts))).toBeNull();
  });
});

describe("facet values that look like object internals", () => {
  it("are counted like any other value", () => {
    const facet = column(["__proto__", "constructor", "__proto__"]);
    const counts = withFacetCounts(facet, all(3), (found) => chosen(facet, found, 10, "count"));
    expect(JSON.parse(JSON.stringify(counts))).toEqual(JSON.parse('{"__proto__":2,"constructor":1}'));
  });
});

describe("choosing the values to return, against sorting every value", () => {
  /** Deterministic pseudo-random numbers, so a failure can be replayed. */
  function random(seed: number): () => number {
    return () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  }

  it("matches a full sort (count, then code-unit order) for few and many values, few and many ties", () => {
    const next = random(7);
    for (let round = 0; round < 200; round++) {
      const distinct = [2, 5, 40, 60, 400, 3000][round % 6]!;
      const values = Array.from({ length: 1 + Math.floor(next() * 600) }, () => `v${Math.floor(next() ** 2 * distinct)}`);
      const facet = column(values);
      const slots = Int32Array.from(values.keys()).filter(() => next() < 0.6);
      for (const limit of [1, 3, 10, 47, 100]) {
        for (const sortBy of ["count", "alpha"] as const) {
          const tally = new Map<string, number>();
          for (const slot of slots) tally.set(values[slot]!, (tally.get(values[slot]!) ?? 0) + 1);
          const expected = [...tally].sort(([a, x], [b, y]) => (sortBy === "count" && y - x) || (a < b ? -1 : a > b ? 1 : 0)).slice(0, limit);
          expect(Object.entries(withFacetCounts(facet, slots, (counts) => chosen(facet, counts, limit, sortBy)))).toEqual(expected);
        }
      }
    }
  });
});
