import type { FacetColumn } from "../index/facet-column.ts";

/** How many of the given slots hold each value of a facet (by value id), and which ids occur at all. */
export interface FacetCounts {
  counts: Int32Array;
  present: number[];
}

/**
 * Counts a facet over the slots and hands the counts to `use`. The column's count buffer is reused and
 * zeroed again afterwards (only where it was touched), so high-cardinality facets cost no allocation.
 */
export function withFacetCounts<T>(column: FacetColumn, slots: Int32Array, use: (counts: FacetCounts) => T): T {
  if (column.scratch.length < column.values.length) column.scratch = new Int32Array(column.values.length * 2);
  const counts = column.scratch;
  const present: number[] = [];
  if (column.multi) {
    for (const slot of slots) {
      const ids = column.lists[slot];
      if (ids) for (const id of ids) if (counts[id]!++ === 0) present.push(id);
    }
  } else {
    const single = column.single;
    for (let i = 0; i < slots.length; i++) {
      const id = single[slots[i]!]!;
      if (id >= 0 && counts[id]!++ === 0) present.push(id);
    }
  }
  try {
    return use({ counts, present });
  } finally {
    for (const id of present) counts[id] = 0;
  }
}

/**
 * The facet's values to return: the `limit` most frequent (or first alphabetically), as `{value: count}`.
 * High-cardinality facets (price, km) have tens of thousands of values, so the cut-off count is found from
 * a histogram of counts and only the survivors are sorted.
 */
export function topValues(column: FacetColumn, { counts, present }: FacetCounts, limit: number, sortBy: "count" | "alpha"): Record<string, number> {
  const { values } = column;
  let chosen: number[];
  if (sortBy === "alpha") {
    chosen = present.sort((a, b) => compareText(values[a]!, values[b]!)).slice(0, limit);
  } else {
    chosen = present.length > limit ? mostFrequent(present, counts, limit) : present;
    chosen.sort((a, b) => counts[b]! - counts[a]! || compareText(values[a]!, values[b]!));
  }
  const out: Record<string, number> = {};
  for (const id of chosen) {
    const value = values[id]!;
    // Assigning "__proto__" would set the prototype; a dealer's value must stay a key like any other.
    if (value === "__proto__") Object.defineProperty(out, value, { value: counts[id]!, enumerable: true, writable: true, configurable: true });
    else out[value] = counts[id]!;
  }
  return out;
}

function mostFrequent(present: number[], counts: Int32Array, limit: number): number[] {
  const histogram = new Map<number, number>();
  for (const id of present) histogram.set(counts[id]!, (histogram.get(counts[id]!) ?? 0) + 1);
  const distinct = [...histogram.keys()].sort((a, b) => b - a);
  let taken = 0;
  let threshold = 0;
  for (const count of distinct) {
    threshold = count;
    taken += histogram.get(count)!;
    if (taken >= limit) break;
  }
  const above = present.filter((id) => counts[id]! > threshold);
  const at = present.filter((id) => counts[id] === threshold).slice(0, limit - above.length);
  return [...above, ...at];
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

/** facets_stats of a numeric facet over the given slots; null when none has a value. */
export function numericStats(values: Float64Array, slots: Int32Array): FacetStats | null {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let n = 0;
  for (let i = 0; i < slots.length; i++) {
    const value = values[slots[i]!]!;
    if (Number.isNaN(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
    sum += value;
    n++;
  }
  return n === 0 ? null : { min, max, avg: sum / n, sum };
}
