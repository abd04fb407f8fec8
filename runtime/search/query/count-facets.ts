import type { FacetColumn } from "../index/facet-column.ts";
import { FacetRows } from "../index/facet-rows.ts";

const ROW_WIDTH = FacetRows.WIDTH;

/** How many of the given slots hold each value of a facet (by value id), and which ids occur at all. */
export interface FacetCounts {
  counts: Int32Array;
  present: Int32Array;
}

/**
 * Count buffers shared by every count (a search counts one facet at a time), all zero between counts. By value
 * code, place 0 counts cars without a value, so counting needs no test for them; `byId` is the same memory by value
 * id. One set for every facet rather than one per column, which held buffers of twice its values to no purpose.
 */
const shared = { byCode: new Int32Array(1025), byId: new Int32Array(0), found: new Int32Array(1024), foundViews: viewsFor(1024) };
shared.byId = shared.byCode.subarray(1);

/**
 * The first `n` found ids as a view, each length's view made once (until the buffer grows): a view made for
 * every count cost about 30 ns, for each of the twenty-odd facets of a search.
 */
function foundView(n: number): Int32Array {
  return (shared.foundViews[n] ??= shared.found.subarray(0, n));
}

/** Room for a view of each length up to `size`, made at its size: an array assigned far past its end is slow. */
function viewsFor(size: number): (Int32Array | undefined)[] {
  return new Array<Int32Array | undefined>(size + 1);
}

/**
 * Counts a facet over the slots and hands the counts to `use`. The shared count and value buffers are reused,
 * the counts zeroed again afterwards (only where touched): counting allocates nothing.
 */
export function withFacetCounts<T>(column: FacetColumn, slots: Int32Array, use: (counts: FacetCounts) => T): T {
  const size = column.values.length;
  if (shared.byId.length < size) {
    shared.byCode = new Int32Array(size * 2 + 1);
    shared.byId = shared.byCode.subarray(1);
    shared.found = new Int32Array(size * 2);
    shared.foundViews = viewsFor(size * 2);
  }
  const counts = shared.byId;
  const found = shared.found;
  const byCode = shared.byCode;
  let n = 0;
  // Indexed loops: this is the hottest code of a search, and iterator-based for-of costs several times more here.
  if (column.multi && column.lists.masks) {
    // Few values: add up each matching car's bits, then read the values found off the counters.
    const { masks } = column.lists;
    for (let i = 0; i < slots.length; i++) {
      for (let mask = masks[slots[i]!]!; mask !== 0; mask &= mask - 1) counts[31 - Math.clz32(mask & -mask)]!++;
    }
    for (let id = 0; id < size; id++) if (counts[id] !== 0) found[n++] = id;
  } else if (column.multi) {
    const { starts, lengths, ids } = column.lists;
    for (let i = 0; i < slots.length; i++) {
      const start = starts[slots[i]!]!;
      const end = start + lengths[slots[i]!]!;
      for (let j = start; j < end; j++) if (counts[ids[j]!]!++ === 0) found[n++] = ids[j]!;
    }
  } else if (column.lane >= 0 && column.rows!.suits(slots.length)) {
    // Few matches far apart: their codes from the rows, where a match's facets share a cache line.
    const { bytes } = column.rows!;
    const { lane } = column;
    for (let i = 0; i < slots.length; i++) {
      const code = bytes[slots[i]! * ROW_WIDTH + lane]!;
      if (code !== 0 && byCode[code]!++ === 0) found[n++] = code - 1;
    }
  } else if (size <= FEW_CODES) {
    // Few values: count without noting which occur, then read them off the counters.
    const { codes } = column;
    for (let i = 0; i < slots.length; i++) byCode[codes[slots[i]!]!]!++;
    byCode[0] = 0;
    for (let id = 0; id < size; id++) if (counts[id] !== 0) found[n++] = id;
  } else {
    const { codes } = column;
    for (let i = 0; i < slots.length; i++) {
      const code = codes[slots[i]!]!;
      if (code !== 0 && byCode[code]!++ === 0) found[n++] = code - 1;
    }
  }
  try {
    return use({ counts, present: foundView(n) });
  } finally {
    for (let i = 0; i < n; i++) counts[found[i]!] = 0;
  }
}

/** Columns with at most this many values are counted without noting ids as they occur (see withFacetCounts). */
const FEW_CODES = 64;

/** A facet's values to return, in order: ids into the column with their counts. */
export interface ChosenValues {
  column: FacetColumn;
  ids: ArrayLike<number>;
  counts: ArrayLike<number>;
}

/** At most this many values are insertion-sorted in a plain array rather than sorted in a typed array. */
const FEW_VALUES = 48;
/** Sort keys of a few values, reused: a page asks for twenty-odd facets, most with a handful of values each. */
const fewKeys: number[] = [];

/**
 * The facet's values to return: the `limit` most frequent (or first alphabetically). High-cardinality facets
 * (price, km) have tens of thousands of values, so the cut-off count is found from a histogram of counts and
 * only the survivors are sorted, by one number per value (count, then alphabetical position).
 */
export function topValues(column: FacetColumn, { counts, present }: FacetCounts, limit: number, sortBy: "count" | "alpha"): ChosenValues {
  // One value (a refined facet, or one every match shares) needs no order: most of a refined page's facets.
  if (present.length <= 1 || limit === 0) return asFound(column, counts, limit >= present.length ? present : present.subarray(0, limit));
  // Whole numbers (km, price, year) are returned as found once the values to return are known (all of them, or
  // the most frequent): JSON.parse puts an object's array-index keys in numeric order, whatever order they are
  // sent in, so no JavaScript client could see them sorted by count.
  if (column.indexKeys && present.length <= limit) return asFound(column, counts, present);
  const order = column.alphabetical.idsInOrder();
  const positions = column.alphabetical.positionsById();
  const candidates = sortBy === "count" && present.length > limit ? mostFrequent(present, counts, limit, positions, order) : present;
  if (column.indexKeys && candidates.length <= limit) return asFound(column, counts, candidates);
  // Sort keys: more frequent first (a lower key), then alphabetically, then the id itself in the lowest digits,
  // so the chosen ids are read off the sorted keys: looking each up by its position was a cache miss per value
  // of a many-valued facet (km). Whole numbers, exact in a float64 while (highest count + 1) x size^2 is below
  // 2^53; past that (millions of values) the keys hold positions only and the ids are looked up.
  const size = order.length;
  const weight = sortBy === "alpha" ? 0 : size;
  const idsInKeys = (highestCount(candidates, counts) + 1) * size * size < 2 ** 53;
  const scale = idsInKeys ? size : 1;
  const keyOf = (id: number) => (positions[id]! - counts[id]! * weight) * scale + (idsInKeys ? id : 0);
  let keys: ArrayLike<number>;
  if (candidates.length <= FEW_VALUES) {
    // Sorting a typed array of a handful of numbers cost several times the counting that found them.
    for (let i = 0; i < candidates.length; i++) {
      const key = keyOf(candidates[i]!);
      let j = i;
      for (; j > 0 && fewKeys[j - 1]! > key; j--) fewKeys[j] = fewKeys[j - 1]!;
      fewKeys[j] = key;
    }
    keys = fewKeys;
  } else {
    const sorted = (work.keys = roomIn(work.keys, candidates.length)).subarray(0, candidates.length);
    for (let i = 0; i < candidates.length; i++) sorted[i] = keyOf(candidates[i]!);
    keys = sorted.sort();
  }
  // Plain arrays (a typed array costs several objects where an array is one), made at their size: grown by
  // pushing, they were most of the memory a search allocated.
  const chosen = Math.min(limit, candidates.length);
  const ids = new Array<number>(chosen);
  const chosenCounts = new Array<number>(chosen);
  for (let i = 0; i < chosen; i++) {
    const low = keys[i]! - Math.floor(keys[i]! / size) * size;
    const id = idsInKeys ? low : order[low]!;
    ids[i] = id;
    chosenCounts[i] = counts[id]!;
  }
  return { column, ids, counts: chosenCounts };
}

/** The given value ids, in the order given, with their counts. */
function asFound(column: FacetColumn, counts: Int32Array, present: Int32Array): ChosenValues {
  const ids = new Array<number>(present.length);
  const chosenCounts = new Array<number>(present.length);
  for (let i = 0; i < present.length; i++) {
    ids[i] = present[i]!;
    chosenCounts[i] = counts[present[i]!]!;
  }
  return { column, ids, counts: chosenCounts };
}

/** The highest count among the given value ids. */
function highestCount(ids: Int32Array, counts: Int32Array): number {
  let highest = 0;
  for (let i = 0; i < ids.length; i++) if (counts[ids[i]!]! > highest) highest = counts[ids[i]!]!;
  return highest;
}

/** The chosen values as `{value: count}`, for callers in the same process. */
export function facetObject({ column, ids, counts }: ChosenValues): Record<string, number> {
  const out: Record<string, number> = {};
  for (let i = 0; i < ids.length; i++) {
    const value = column.values[ids[i]!]!;
    // Assigning "__proto__" would set the prototype; a dealer's value must stay a key like any other.
    if (value === "__proto__") Object.defineProperty(out, value, { value: counts[i]!, enumerable: true, writable: true, configurable: true });
    else out[value] = counts[i]!;
  }
  return out;
}

/**
 * The ids of the `limit` highest counts: a histogram of counts gives the threshold without sorting them all.
 * Among values tied at the threshold the alphabetically first are kept: by sorting their alphabetical positions
 * when they are few, by marking them and reading the positions in order when they are many.
 */
function mostFrequent(present: Int32Array, counts: Int32Array, limit: number, positions: Int32Array, order: readonly number[]): Int32Array {
  const highest = highestCount(present, counts);
  const histogram = (work.histogram = roomIn(work.histogram, highest + 1));
  for (let i = 0; i < present.length; i++) histogram[counts[present[i]!]!]!++;
  let taken = 0;
  let threshold = highest;
  for (; threshold > 0; threshold--) {
    taken += histogram[threshold]!;
    if (taken >= limit) break;
  }
  histogram.fill(0, 0, highest + 1);
  const chosen = (work.chosen = roomIn(work.chosen, limit));
  let n = 0;
  const tied = (work.tied = roomIn(work.tied, present.length));
  let tiedCount = 0;
  for (let i = 0; i < present.length; i++) {
    const count = counts[present[i]!]!;
    if (count > threshold) chosen[n++] = present[i]!;
    else if (count === threshold) tied[tiedCount++] = positions[present[i]!]!;
  }
  if (tiedCount * 16 < order.length) {
    // Few ties among many values (km over a short result): sort their positions.
    const inOrder = tied.subarray(0, tiedCount).sort();
    for (let i = 0; i < tiedCount && n < limit; i++) chosen[n++] = order[inOrder[i]!]!;
  } else {
    // Ties by the thousand (prices held once each): mark their positions and read them in order.
    const marked = (work.marked = roomIn(work.marked, order.length));
    for (let i = 0; i < tiedCount; i++) marked[tied[i]!] = 1;
    for (let position = 0; position < order.length && n < limit; position++) if (marked[position] === 1) chosen[n++] = order[position]!;
    marked.fill(0, 0, order.length);
  }
  return chosen.subarray(0, n);
}

/**
 * Work buffers of topValues and mostFrequent, reused by every search (counters and marks left at zero): a
 * search chooses values for twenty-odd facets, and buffers made per facet were most of that work.
 */
const work = {
  keys: new Float64Array(256),
  histogram: new Int32Array(256),
  chosen: new Int32Array(256),
  tied: new Int32Array(256),
  marked: new Uint8Array(256),
};

/** `array`, or a larger one of its kind (zeroed) when it has fewer than `size` places. */
function roomIn<T extends Float64Array | Int32Array | Uint8Array>(array: T, size: number): T {
  if (array.length >= size) return array;
  return new (array.constructor as new (length: number) => T)(Math.max(size, array.length * 2));
}

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

/**
 * facets_stats of a numeric facet from its counts: each value once, weighted by how many matching records hold
 * it, rather than a pass over the records again. Null when no matching record has a number.
 */
export function countedStats(column: FacetColumn, { counts, present }: FacetCounts): FacetStats | null {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let n = 0;
  for (let i = 0; i < present.length; i++) {
    const id = present[i]!;
    const value = column.numbers[id];
    if (value === undefined) continue;
    if (value < min) min = value;
    if (value > max) max = value;
    sum += value * counts[id]!;
    n += counts[id]!;
  }
  return n === 0 ? null : { min, max, avg: sum / n, sum };
}
