import type { CarIndex } from "./car-index.ts";

/** A replica's sort: one numeric attribute, records without it last. */
export interface SortKey {
  attribute: string;
  direction: "asc" | "desc";
}

/** The primary index's ranking (spec §7: custom_rank descending). */
export const CUSTOM_RANK: SortKey = { attribute: "custom_rank", direction: "desc" };

/**
 * Every record slot in the order of one sort, computed on first use and kept current by inserting new
 * slots, so a page of hits is the first matching slots of the order rather than a sort per query.
 */
export class SortedOrders {
  private readonly index: CarIndex;
  private readonly orders = new Map<string, { key: SortKey; slots: Int32Array }>();

  constructor(index: CarIndex) {
    this.index = index;
  }

  get(key: SortKey): Int32Array {
    const name = `${key.attribute}:${key.direction}`;
    let order = this.orders.get(name);
    if (!order) {
      const slots = new Int32Array(this.index.liveCount);
      let n = 0;
      for (let slot = 0; slot < this.index.slotCount; slot++) if (this.index.records[slot]) slots[n++] = slot;
      order = { key, slots: slots.sort(this.comparator(key)) };
      this.orders.set(name, order);
    }
    return order.slots;
  }

  insert(slot: number): void {
    for (const order of this.orders.values()) {
      const compare = this.comparator(order.key);
      let low = 0;
      let high = order.slots.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (compare(order.slots[mid]!, slot) <= 0) low = mid + 1;
        else high = mid;
      }
      const next = new Int32Array(order.slots.length + 1);
      next.set(order.slots.subarray(0, low));
      next[low] = slot;
      next.set(order.slots.subarray(low), low + 1);
      order.slots = next;
    }
  }

  /** By the key, then custom_rank descending, then slot; missing values sort last. */
  comparator(key: SortKey): (a: number, b: number) => number {
    const values = this.index.numbers.get(key.attribute);
    const rank = this.index.numbers.get(CUSTOM_RANK.attribute)!;
    if (!values) throw new Error(`No numeric column for sort attribute ${key.attribute}`);
    const sign = key.direction === "asc" ? 1 : -1;
    return (a, b) => compareMissingLast(values[a]!, values[b]!, sign) || compareMissingLast(rank[a]!, rank[b]!, -1) || a - b;
  }
}

function compareMissingLast(x: number, y: number, sign: number): number {
  const xMissing = Number.isNaN(x);
  const yMissing = Number.isNaN(y);
  if (xMissing || yMissing) return xMissing === yMissing ? 0 : xMissing ? 1 : -1;
  return x === y ? 0 : (x < y ? -1 : 1) * sign;
}
