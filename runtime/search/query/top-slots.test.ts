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
  it("is the first `end` slots of the whole list sorted, ties included", () => {
    const next = random(7);
    for (let round = 0; round < 200; round++) {
      const size = Math.floor(next() * 60);
      const slots = Array.from({ length: size }, () => Math.floor(next() * 1000));
      // Few distinct ranks, so ties are common; the slot breaks them, as the index's comparator does.
      const rank = new Map(slots.map((slot) => [slot, Math.floor(next() * 5)]));
      const compare = (a: number, b: number) => rank.get(b)! - rank.get(a)! || a - b;
      const end = Math.floor(next() * 30);
      expect(topSlots(Int32Array.from(slots), end, compare)).toEqual([...slots].sort(compare).slice(0, end));
    }
  });

  it("selects only while a walk of the sort order would read more than the matches", () => {
    // 21 hits from 100,000 cars: 1,000 matches would be found within a walk of about 2,100 entries.
    expect(selectsFewer(1000, 21, 100_000)).toBe(true);
    expect(selectsFewer(2000, 21, 100_000)).toBe(false);
    expect(selectsFewer(10_000, 21, 10_000)).toBe(false);
  });
});
