import type { Car } from "../../types/generated/car.ts";
import type { StockFeedEntry, StockRepository } from "../../types/services.ts";

/**
 * Feed entries read per round trip: each is a whole car, and a batch this size is let go while still young, which
 * the garbage collector frees at little cost (as the index's whole-stock load does).
 */
const BATCH = 500;
/**
 * How long a hole in the feed is looked into before the reader gives up on it (a rolled-back write never fills
 * it): longer than the longest import transaction, whose positions are handed out long before it commits.
 */
const GAP_MS = 5 * 60_000;

export interface FeedTarget {
  /** Applies cars changed or removed elsewhere; a failure leaves them unread, for the next poll to apply again. */
  apply(upserted: Car[], removed: number[]): void | Promise<void>;
  /** Reads the whole stock again (the reader fell further behind than the feed keeps). */
  reload(): Promise<void>;
}

/** Positions not seen yet below the newest read: a write not committed yet, or one rolled back. */
interface Hole {
  from: number;
  to: number;
  since: number;
}

/**
 * Keeps an index up with stock written by other processes (a second server on the same database, an import
 * script): reads the stock change feed on from the newest position it has read and applies what this process has
 * not applied already (its own writes arrive in-process with their feed positions), a batch at a time, the next
 * batch read while the last is applied.
 *
 * Positions are handed out at insert and become visible at commit, so on PostgreSQL a later position can be
 * read before an earlier one whose writer has not committed yet. Such holes are looked into again on every read,
 * apart from the reading on, until they fill or GAP_MS passes.
 */
export class StockFeedReader {
  private readonly stock: StockRepository;
  private readonly target: FeedTarget;
  /** Every position at or below this has been read, applied, or is in a hole. */
  private readTo: number;
  private holes: Hole[] = [];
  /** Positions above readTo this process wrote and applied itself. */
  private readonly applied = new Set<number>();
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private readonly clock: () => number;

  constructor(stock: StockRepository, target: FeedTarget, cursor: number, clock = () => performance.now()) {
    this.stock = stock;
    this.target = target;
    this.readTo = cursor;
    this.clock = clock;
  }

  /** Every change at or before this position has been applied. */
  get position(): number {
    return this.holes.length ? this.holes[0]!.from - 1 : this.readTo;
  }

  /** Positions of writes this process made and has applied. */
  markApplied(positions: readonly number[]): void {
    for (const position of positions) {
      if (position > this.readTo) this.applied.add(position);
      else this.holes = withoutPositions(this.holes, new Set([position]));
    }
    while (this.applied.delete(this.readTo + 1)) this.readTo++;
  }

  /**
   * Reads and applies the feed up to now. A call while a read is under way reads once more after it (joined by
   * any other such call), so a write committed during a read is never left for the next wake-up.
   */
  poll(): Promise<void> {
    if (!this.running) {
      this.running = this.read().finally(() => (this.running = null));
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.poll();
      });
    return this.queued;
  }

  private async read(): Promise<void> {
    if (this.holes.length && !(await this.readHoles())) return this.reload();
    let next = this.stock.changesSince(this.readTo, BATCH);
    for (;;) {
      const feed = await next;
      if (!feed.complete) return this.reload();
      const last = feed.changes.at(-1)?.position;
      const more = feed.changes.length === BATCH;
      if (more) {
        next = this.stock.changesSince(last!, BATCH);
        // Read ahead: if applying this batch fails, the next is read again on the next poll.
        next.catch(() => undefined);
      }
      const holes = [...this.holes];
      let expected = this.readTo + 1;
      for (const { position } of feed.changes) {
        if (position > expected) holes.push({ from: expected, to: position - 1, since: this.clock() });
        expected = position + 1;
      }
      await this.apply(feed.changes.filter((entry) => !this.applied.has(entry.position)));
      if (last !== undefined) {
        for (let position = this.readTo + 1; position <= last; position++) this.applied.delete(position);
        this.readTo = last;
      }
      this.holes = holes;
      this.markApplied([]);
      if (!more) return;
    }
  }

  /** Reads what has filled the holes and gives up on those open too long; false when the feed no longer holds them. */
  private async readHoles(): Promise<boolean> {
    const found: StockFeedEntry[] = [];
    for (const hole of this.holes) {
      for (let after = hole.from - 1; ; ) {
        const feed = await this.stock.changesSince(after, BATCH, hole.to + 1);
        if (!feed.complete) return false;
        found.push(...feed.changes);
        if (feed.changes.length < BATCH) break;
        after = feed.changes.at(-1)!.position;
      }
    }
    await this.apply(found);
    const now = this.clock();
    this.holes = withoutPositions(this.holes, new Set(found.map((entry) => entry.position))).filter((hole) => now - hole.since < GAP_MS);
    return true;
  }

  private async apply(entries: readonly StockFeedEntry[]): Promise<void> {
    // Every entry reads the car as it is now, so the last one for a car says all.
    const latest = new Map<number, Car | null>();
    for (const entry of entries) latest.set(entry.carId, entry.car);
    const upserted = [...latest.values()].filter((car): car is Car => car !== null);
    const removed = [...latest].filter(([, car]) => car === null).map(([id]) => id);
    if (upserted.length || removed.length) await this.target.apply(upserted, removed);
  }

  private async reload(): Promise<void> {
    const cursor = await this.stock.changeCursor();
    await this.target.reload();
    this.readTo = cursor;
    this.holes = [];
    this.applied.clear();
  }
}

/** The holes less the given positions (a hole with a position filled in the middle becomes two). */
function withoutPositions(holes: readonly Hole[], filled: ReadonlySet<number>): Hole[] {
  if (filled.size === 0) return [...holes];
  const left: Hole[] = [];
  for (const hole of holes) {
    const inside = [...filled].filter((position) => position >= hole.from && position <= hole.to).sort((a, b) => a - b);
    let from = hole.from;
    for (const position of inside) {
      if (position > from) left.push({ ...hole, from, to: position - 1 });
      from = position + 1;
    }
    if (from <= hole.to) left.push({ ...hole, from });
  }
  return left;
}
