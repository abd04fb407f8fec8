import type { Bitset } from "../index/bitset.ts";

/**
 * The slots of one page: the matching slots in the index's sort order, from `start`, at most `length`.
 * With a text rank (primary index and a query), better-matching records come first and the sort order
 * breaks ties, as Algolia applies its textual criteria before the custom ranking.
 */
export function pageSlots(order: Int32Array, matching: Bitset, start: number, length: number, tier: ((slot: number) => number) | null): number[] {
  const end = start + length;
  if (!tier) {
    const page: number[] = [];
    let seen = 0;
    for (let i = 0; i < order.length && page.length < length; i++) {
      const slot = order[i]!;
      if ((matching[slot >>> 5]! & (1 << (slot & 31))) === 0) continue;
      if (seen++ >= start) page.push(slot);
    }
    return page;
  }
  const buckets = new Map<number, number[]>();
  for (let i = 0; i < order.length; i++) {
    const slot = order[i]!;
    if ((matching[slot >>> 5]! & (1 << (slot & 31))) === 0) continue;
    const rank = tier(slot);
    let bucket = buckets.get(rank);
    if (!bucket) buckets.set(rank, (bucket = []));
    if (bucket.length < end) bucket.push(slot);
  }
  const ranked = [...buckets.keys()].sort((a, b) => a - b).flatMap((rank) => buckets.get(rank)!);
  return ranked.slice(start, end);
}
