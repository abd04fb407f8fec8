/** While every id is below this, each slot's ids are also kept as the bits of one number (see masks). */
export const MASK_IDS = 32;

/**
 * The value ids of a list attribute (equipment, categories, tags) for every slot, as runs in one flat array: slot
 * `s` holds `ids[starts[s] .. starts[s] + lengths[s]]`. Counting then reads three arrays instead of following a
 * pointer to a small array per car, which cost a cache miss or more per matching car. A slot given new values gets
 * a new run; the old one stays unused until the index is rebuilt (as dead slots do).
 */
export class ValueLists {
  starts: Uint32Array;
  lengths: Uint16Array;
  ids = new Int32Array(1024);
  /**
   * Each slot's ids as bits (bit `i`: id `i`), while the attribute has at most MASK_IDS values (filtered
   * equipment, tags): counting then reads one number per matching car. Null for good once an id outgrows it.
   */
  masks: Uint32Array | null;
  private used = 0;

  constructor(capacity: number) {
    this.starts = new Uint32Array(capacity);
    this.lengths = new Uint16Array(capacity);
    this.masks = new Uint32Array(capacity);
  }

  grow(capacity: number): void {
    const starts = new Uint32Array(capacity);
    starts.set(this.starts);
    const lengths = new Uint16Array(capacity);
    lengths.set(this.lengths);
    this.starts = starts;
    this.lengths = lengths;
    if (this.masks) {
      const masks = new Uint32Array(capacity);
      masks.set(this.masks);
      this.masks = masks;
    }
  }

  set(slot: number, ids: readonly number[]): void {
    // Lists longer than a length can say keep their first values (no car has 65,535 pieces of equipment).
    const length = Math.min(ids.length, 0xffff);
    if (this.used + length > this.ids.length) {
      const next = new Int32Array(Math.max(this.ids.length * 2, this.used + length));
      next.set(this.ids.subarray(0, this.used));
      this.ids = next;
    }
    for (let i = 0; i < length; i++) this.ids[this.used + i] = ids[i]!;
    this.starts[slot] = this.used;
    this.lengths[slot] = length;
    this.used += length;
    if (this.masks) this.setMask(slot, ids, length);
  }

  clear(slot: number): void {
    this.lengths[slot] = 0;
    if (this.masks) this.masks[slot] = 0;
  }

  idsAt(slot: number): number[] {
    return Array.from(this.ids.subarray(this.starts[slot]!, this.starts[slot]! + this.lengths[slot]!));
  }

  has(slot: number, id: number): boolean {
    if (this.masks) return id < MASK_IDS && (this.masks[slot]! & (1 << id)) !== 0;
    const start = this.starts[slot]!;
    for (let i = start; i < start + this.lengths[slot]!; i++) if (this.ids[i] === id) return true;
    return false;
  }

  private setMask(slot: number, ids: readonly number[], length: number): void {
    let mask = 0;
    for (let i = 0; i < length; i++) {
      if (ids[i]! >= MASK_IDS) {
        this.masks = null;
        return;
      }
      mask |= 1 << ids[i]!;
    }
    this.masks![slot] = mask;
  }
}
