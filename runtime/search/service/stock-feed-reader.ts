import type { Car } from "../../types/generated/car.ts";
import type { StockRepository } from "../../types/services.ts";

/** Feed entries read per round trip. */
const BATCH = 2000;
/** How long a hole in the feed may stay open before the reader passes it (a rolled-back write never fills it). */
const GAP_MS = 30_000;

export interface FeedTarget {
  /** Applies cars changed or removed elsewhere; a failure leaves them unread, for the next poll to apply again. */
  apply(upserted: Car[], removed: number[]): void | Promise<void>;
  /** Reads the whole stock again (the reader fell further behind than the feed keeps). */
  reload(): Promise<void>;
}

/**
 * Keeps an index up with stock written by other processes (a second server on the same database, an import
 * script): reads the stock change feed from where it last stood and applies what this process has not applied
 * already (its own writes arrive in-process with their feed positions).
 *
 * Positions are handed out at insert and become visible at commit, so on PostgreSQL a later position can be
 * read before an earlier one whose writer has not committed yet. The cursor stops below such a hole and the
 * positions read beyond it are remembered; a hole still open after GAP_MS is passed over.
 */
export class StockFeedReader {
  private readonly stock: StockRepository;
  private readonly target: FeedTarget;
  private cursor: number;
  /** Positions above the cursor already applied. */
  private readonly applied = new Set<number>();
  private holeSince: number | null = null;
  private running: Promise<void> | null = null;
  private readonly clock: () => number;

  constructor(stock: StockRepository, target: FeedTarget, cursor: number, clock = () => performance.now()) {
    this.stock = stock;
    this.target = target;
    this.cursor = cursor;
    this.clock = clock;
  }

  /** Every change at or before this position has been applied. */
  get position(): number {
    return this.cursor;
  }

  /** Positions of writes this process made and has applied. */
  markApplied(positions: readonly number[]): void {
    for (const position of positions) if (position > this.cursor) this.applied.add(position);
    this.advance();
  }

  /** Reads and applies the feed up to now; a read already under way is joined rather than repeated. */
  poll(): Promise<void> {
    this.running ??= this.read().finally(() => (this.running = null));
    return this.running;
  }

  private async read(): Promise<void> {
    for (;;) {
      const from = this.cursor;
      const feed = await this.stock.changesSince(from, BATCH);
      if (!feed.complete) return this.reload();
      const latest = new Map<number, Car | null>();
      const read: number[] = [];
      for (const entry of feed.changes) {
        if (this.applied.has(entry.position) || entry.position <= this.cursor) continue;
        read.push(entry.position);
        // Every entry reads the car as it is now, so the last one for a car says all.
        latest.set(entry.carId, entry.car);
      }
      const upserted = [...latest.values()].filter((car): car is Car => car !== null);
      const removed = [...latest].filter(([, car]) => car === null).map(([id]) => id);
      if (upserted.length || removed.length) await this.target.apply(upserted, removed);
      for (const position of read) this.applied.add(position);
      this.advance();
      if (feed.changes.length < BATCH || this.cursor === from) return;
    }
  }

  private async reload(): Promise<void> {
    const cursor = await this.stock.changeCursor();
    await this.target.reload();
    this.cursor = cursor;
    this.applied.clear();
    this.holeSince = null;
  }

  private advance(): void {
    while (this.applied.delete(this.cursor + 1)) this.cursor++;
    if (this.applied.size === 0) {
      this.holeSince = null;
      return;
    }
    const now = this.clock();
    this.holeSince ??= now;
    if (now - this.holeSince < GAP_MS) return;
    this.cursor++;
    this.holeSince = null;
    this.advance();
  }
}
