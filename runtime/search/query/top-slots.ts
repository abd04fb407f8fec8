import { compareSlots, type SortColumns } from "../index/sorted-orders.ts";

/**
 * The first `end` of the given slots in a sort's order, in that order: a selection over the matches. For a
 * narrow result (a make and a body type of a large stock) this reads each match once, where walking the whole
 * sort order until a page is found would read most of it.
 */
export function topSlots(slots: ArrayLike<number>, end: number, sort: SortColumns): number[] {
  const best: number[] = [];
  if (end <= 0) return best;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    const full = best.length === end;
    if (full && compareSlots(sort, slot, best[end - 1]!) >= 0) continue;
    // Binary search for its place: most matches that get in are compared a handful of times, not once per kept slot.
    let low = 0;
    let high = full ? end - 1 : best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareSlots(sort, slot, best[middle]!) < 0) high = middle;
      else low = middle + 1;
    }
    for (let j = full ? end - 1 : best.length; j > low; j--) best[j] = best[j - 1]!;
    best[low] = slot;
  }
  return best;
}

/**
 * Whether selecting from the matches beats walking the sort order. The walk reads about `end / share` entries of
 * the order to find the page, where `share` is the matching share of the index. The selection compares every
 * match once, and each that gets in moves part of the kept list along: a deep page of many matches is walked.
 */
export function selectsFewer(matches: number, end: number, indexed: number): boolean {
  const selection = matches * (1 + Math.min(matches, end) / 4);
  const walk = (end * indexed) / matches;
  return selection < walk;
}
