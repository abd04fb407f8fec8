import type { FacetColumn } from "../index/facet-column.ts";
import { setMember } from "../../site/set-member.ts";

/** How many of the given slots hold each value of a facet (by value id), and which ids occur at all. */
export interface FacetCounts {
  counts: Int32Array;
  present: Int32Array;
}

/** Counts a facet over the matching slots (one pass over them) and hands the counts to `use`. */
export function withFacetCounts<T>(column: FacetColumn, slots: Int32Array, use: (counts: FacetCounts) => T): T {
  const counts = new Int32Array(column.values.length);
  const found: number[] = [];
  const add = (id: number) => {
    if (counts[id]!++ === 0) found.push(id);
  };
  if (column.multi) {
    const { starts, lengths, ids } = column.lists;
    for (const slot of slots) for (let j = starts[slot]!, end = j + lengths[slot]!; j < end; j++) add(ids[j]!);
  } else {
    // Code 0 is a car without a value.
    const { codes } = column;
    for (const slot of slots) if (codes[slot] !== 0) add(codes[slot]! - 1);
  }
  return use({ counts, present: Int32Array.from(found) });
}

/** A facet's values to return, in order: ids into the column with their counts. */
interface ChosenValues {
  column: FacetColumn;
  ids: ArrayLike<number>;
  counts: ArrayLike<number>;
}

/** The facet's values to return: the `limit` most frequent (ties alphabetically), or the first alphabetically. */
export function topValues(column: FacetColumn, { counts, present }: FacetCounts, limit: number, sortBy: "count" | "alpha"): ChosenValues {
  const positions = column.alphabetical.positionsById();
  const ids = [...present].sort((a, b) => (sortBy === "count" && counts[b]! - counts[a]!) || positions[a]! - positions[b]!).slice(0, limit);
  return { column, ids, counts: ids.map((id) => counts[id]!) };
}

/** The chosen values as `{value: count}`. */
export function facetObject({ column, ids, counts }: ChosenValues): Record<string, number> {
  const out: Record<string, number> = {};
  for (let i = 0; i < ids.length; i++) {
    // A dealer's "__proto__" must stay a key like any other.
    setMember(out, column.values[ids[i]!]!, counts[i]!);
  }
  return out;
}

export type FacetStats = NonNullable<ReturnType<typeof countedStats>>;

/**
 * facets_stats of a numeric facet from its counts: each value once, weighted by how many matching records hold
 * it. Null when no matching record has a number.
 */
export function countedStats(column: FacetColumn, { counts, present }: FacetCounts) {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let n = 0;
  for (const id of present) {
    const value = column.numbers[id];
    if (value === undefined) continue;
    if (value < min) min = value;
    if (value > max) max = value;
    sum += value * counts[id]!;
    n += counts[id]!;
  }
  return n === 0 ? null : { min, max, avg: sum / n, sum };
}
