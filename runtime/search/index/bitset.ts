/**
 * Fixed-size sets of record slots as 32-bit words: the index's unit of filtering, because AND/OR/NOT over
 * a few thousand words is far cheaper than comparing 100,000 records one by one.
 */
export type Bitset = Uint32Array;

export function emptyBitset(size: number): Bitset {
  return new Uint32Array((size + 31) >>> 5);
}

export function setBit(set: Bitset, slot: number): void {
  set[slot >>> 5]! |= 1 << (slot & 31);
}

export function andInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
}

export function orInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i]!;
}

/** Slots in `universe` that are not in `set`. */
export function complement(set: Bitset, universe: Bitset): Bitset {
  const out = new Uint32Array(set.length);
  for (let i = 0; i < set.length; i++) out[i] = universe[i]! & ~set[i]!;
  return out;
}

export function popcount(set: Bitset): number {
  let total = 0;
  for (let i = 0; i < set.length; i++) {
    let v = set[i]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return total;
}

/** The slots of a set in ascending order (`size`: its popcount, when already known). */
export function slotsOf(set: Bitset, size = popcount(set)): Int32Array {
  const out = new Int32Array(size);
  let n = 0;
  for (let i = 0; i < set.length; i++) {
    let word = set[i]!;
    while (word !== 0) {
      const low = word & -word;
      out[n++] = (i << 5) + 31 - Math.clz32(low);
      word ^= low;
    }
  }
  return out;
}
