import { describe, expect, it } from "vitest";
import { selectsFewer, topSlots } from "./top-slots.ts";

/** A small deterministic random source, so a failure names a reproducible case. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe("topSlots", () => {
  it("is the first `end` slots of the whole list in the sort's order: key, then custom_rank, then slot, missing last", () => {
    const next = random(7);
    for (let round = 0; round < 200; round++) {
      // Few distinct values and ranks, so ties are common, and some missing.
      const pick = () => (next() < 0.15 ? NaN : Math.floor(next() * 5));
      const values = Float64Array.from({ length: 1000 }, pick);
      const rank = Float64Array.from({ length: 1000 }, pick);
      const sign = next() < 0.5 ? 1 : -1;
      const slots = [...new Set(Array.from({ length: Math.floor(next() * 60) }, () => Math.floor(next() * 1000)))];
      const missingLast = (x: number, y: number, direction: number) =>
        Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : Number.isNaN(y) ? -1 : (x - y) * direction;
      const expected = [...slots].sort((a, b) => missingLast(values[a]!, values[b]!, sign) || missingLast(rank[a]!, rank[b]!, -1) || a - b);
      const end = Math.floor(next() * 30);
      expect(topSlots(Int32Array.from(slots), end, { values, rank, sign })).toEqual(expected.slice(0, end));
    }
  });

  it("selects only while a walk of the sort order would cost more than the selection", () => {
    // A page of 21 from 100,000 cars: 200 matches are selected; 1,000 would be found within a walk of about 2,100.
    expect(selectsFewer(200, 21, 100_000)).toBe(true);
    expect(selectsFewer(1000, 21, 100_000)).toBe(false);
    // The search page's refined query at 10,000 cars: 86 matches.
    expect(selectsFewer(86, 21, 8817)).toBe(true);
    // A deep page (page 41 of 21) of one make's 2,755 cars: the kept list would be shifted a million times.
    expect(selectsFewer(2755, 861, 8817)).toBe(false);
    // All of a small result at once.
    expect(selectsFewer(50, 1000, 900)).toBe(true);
  });
});
