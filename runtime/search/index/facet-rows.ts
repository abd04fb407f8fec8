/** Bytes per slot: one cache line. */
export const ROW_BYTES = 64;

/**
 * The value codes of the low-cardinality facets, slot by slot: a row of ROW_BYTES per slot holding a byte per
 * single-valued facet and a 32-bit mask per list facet. Counting twenty facets over a page's few hundred cars
 * then reads one cache line per car instead of one per car and facet, which after a moment's idle (caches gone
 * cold) was most of a search's time. Columns that outgrow their lane (more than 254 values, or a list facet with
 * more than 32) leave it and are counted from their own column.
 */
export class FacetRows {
  bytes: Uint8Array;
  /** The same memory as 32-bit words, for the masks (their lanes are 4-byte aligned). */
  words: Uint32Array;
  private used = 0;

  constructor(capacity: number) {
    this.bytes = new Uint8Array(capacity * ROW_BYTES);
    this.words = new Uint32Array(this.bytes.buffer);
  }

  grow(capacity: number): void {
    const bytes = new Uint8Array(capacity * ROW_BYTES);
    bytes.set(this.bytes);
    this.bytes = bytes;
    this.words = new Uint32Array(bytes.buffer);
  }

  /** A lane's byte offset within the row, or -1 when the row has no room left. */
  lane(size: 1 | 4): number {
    const start = size === 4 ? (this.used + 3) & ~3 : this.used;
    if (start + size > ROW_BYTES) return -1;
    this.used = start + size;
    return start;
  }
}
