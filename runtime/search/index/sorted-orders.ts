import type { CarIndex } from "./car-index.ts";
import { CUSTOM_RANK, type SortKey } from "../../rules/sort-key.ts";

/** One sort's slots in order: the first `length` entries of `slots`, which has room to grow. */
interface Order {
  key: SortKey;
  slots: Int32Array;
  length: number;
  /** Slots added since the order was last brought up to date, merged in on the next read or catch-up. */
  pending: number[];
  /** The catch-up count when the sort was last read (see IN_USE_CATCH_UPS). */
  readAt: number;
}

/**
 * A sort read within this many catch-ups (stock changes taken in) is in use and takes in each change as it
 * comes. Counting from the last read alone, a change that followed a search not using the sort (most narrow
 * results select their page without it) left the merge to the next shopper whose search did.
 */
const IN_USE_CATCH_UPS = 64;

/**
 * Every record slot in the order of one sort, computed on first use and kept current with new slots, so a
 * page of hits is the first matching slots of the order rather than a sort per query. New slots are merged in
 * one pass from the end (the buffer doubles when full) when the stock change is taken in, for sorts in use, so
 * a shopper's search does not wait for it; other sorts merge on their next read. A stock change costs nothing
 * for sorts nobody reads, and an import merges once rather than shifting per car.
 */
export class SortedOrders {
  private readonly index: CarIndex;
  private readonly orders = new Map<string, Order>();
  private catchUps = 0;

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
      order = { key, slots: slots.sort(this.comparator(key)), length: n, pending: [], readAt: 0 };
      this.orders.set(name, order);
    }
    order.readAt = this.catchUps;
    if (order.pending.length > 0) this.merge(order);
    return order.slots.subarray(0, order.length);
  }

  /** Merges new slots into the sorts in use. */
  catchUp(): void {
    this.catchUps++;
    for (const order of this.orders.values()) {
      if (order.pending.length > 0 && this.catchUps - order.readAt <= IN_USE_CATCH_UPS) this.merge(order);
    }
  }

  /** New slots not yet merged into a sort's order (none for a sort not yet made). */
  waiting(key: SortKey): number {
    return this.orders.get(`${key.attribute}:${key.direction}`)?.pending.length ?? 0;
  }

  insert(slot: number): void {
    for (const order of this.orders.values()) order.pending.push(slot);
  }

  private merge(order: Order): void {
    const compare = this.comparator(order.key);
    const added = order.pending.sort(compare);
    order.pending = [];
    const total = order.length + added.length;
    if (total > order.slots.length) {
      const grown = new Int32Array(Math.max(1024, order.slots.length * 2, total));
      grown.set(order.slots.subarray(0, order.length));
      order.slots = grown;
    }
    // From the largest new slot down: each goes after the old entries that sort before it, and the block of old
    // entries above that point moves up in one copy.
    const { slots } = order;
    let end = order.length;
    for (let next = added.length - 1; next >= 0; next--) {
      const slot = added[next]!;
      let low = 0;
      let high = end;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (compare(slots[mid]!, slot) <= 0) low = mid + 1;
        else high = mid;
      }
      slots.copyWithin(low + next + 1, low, end);
      slots[low + next] = slot;
      end = low;
    }
    order.length = total;
  }

  /** By the key, then custom_rank descending, then slot; missing values sort last. */
  comparator(key: SortKey): (a: number, b: number) => number {
    const columns = this.sortColumns(key);
    return (a, b) => compareSlots(columns, a, b);
  }

  /** The columns a sort reads (see compareSlots). */
  sortColumns(key: SortKey): SortColumns {
    const values = this.index.numbers.get(key.attribute);
    if (!values) throw new Error(`No numeric column for sort attribute ${key.attribute}`);
    return { values, rank: this.index.numbers.get(CUSTOM_RANK.attribute)!, sign: key.direction === "asc" ? 1 : -1 };
  }
}

/** A sort's key column, its direction (1 ascending, -1 descending) and the custom_rank column that breaks ties. */
export interface SortColumns {
  values: Float64Array;
  rank: Float64Array;
  sign: number;
}

/**
 * Two slots in a sort's order: by the key, then custom_rank descending, then slot; missing values last. A plain
 * function rather than a closure per sort, so callers comparing many slots get it inlined.
 */
export function compareSlots({ values, rank, sign }: SortColumns, a: number, b: number): number {
  return compareMissingLast(values[a]!, values[b]!, sign) || compareMissingLast(rank[a]!, rank[b]!, -1) || a - b;
}

function compareMissingLast(x: number, y: number, sign: number): number {
  const xMissing = Number.isNaN(x);
  const yMissing = Number.isNaN(y);
  if (xMissing || yMissing) return xMissing === yMissing ? 0 : xMissing ? 1 : -1;
  return x === y ? 0 : (x < y ? -1 : 1) * sign;
}
