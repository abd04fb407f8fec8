import { listedUntil } from "../../rules/listing-visibility.ts";
import { carRecord } from "../index/car-record.ts";
import type { Car } from "../../types/generated/car.ts";
import type { StockRepository } from "../../types/services.ts";
import type { CarIndex } from "../index/car-index.ts";
import type { DealershipDirectory } from "./dealership-directory.ts";

/**
 * Cars read, and indexed together (in cluster order, cluster-order.ts), per round trip when the whole stock is
 * loaded: few enough that whole cars (vehicle-page detail and all) and their records are let go while still
 * young, which the garbage collector frees at little cost and without leaving the heap fragmented.
 */
const LOAD_PAGE = 250;

/**
 * Keeps the index equal to the listed stock: applies stock changes as they happen, and drops sold cars when
 * their recently-sold window closes (checked before queries, so no timer is needed).
 */
export class StockSync {
  private readonly index: CarIndex;
  private readonly directory: DealershipDirectory;
  /** Cars that leave the listing at a known time (sold cars), by objectID. */
  private readonly expiries = new Map<string, number>();
  private nextExpiry = Infinity;

  /** For each load under way, the cars that changes have reached since it started (see `load`). */
  private readonly loads = new Set<Set<string>>();

  /** Called after each batch of changes has reached the index. */
  private readonly applied: () => void;

  constructor(index: CarIndex, directory: DealershipDirectory, applied: () => void) {
    this.index = index;
    this.directory = directory;
    this.applied = applied;
  }

  apply(upserted: readonly Car[], removed: readonly number[], now: number): void {
    for (const changed of this.loads) {
      for (const id of removed) changed.add(String(id));
      for (const car of upserted) changed.add(String(car.id));
    }
    this.applyToIndex(upserted, removed, now);
  }

  private applyToIndex(upserted: readonly Car[], removed: readonly number[], now: number): void {
    for (const id of removed) this.drop(String(id));
    // The last write of a car in the batch decides: listed, it is indexed with the batch; not, it is dropped.
    const listed = new Map<string, Car>();
    for (const car of upserted) {
      const objectID = String(car.id);
      const until = listedUntil(car, { recentlySoldDays: this.directory.recentlySoldDays(car.dealership_id) });
      if (until === null || until < now) {
        listed.delete(objectID);
        this.drop(objectID);
        continue;
      }
      listed.set(objectID, car);
      if (until === Infinity) this.expiries.delete(objectID);
      else {
        this.expiries.set(objectID, until);
        this.nextExpiry = Math.min(this.nextExpiry, until);
      }
    }
    this.index.upsertAll([...listed.values()].map((car) => carRecord(car, this.directory.info(car.dealership_id))));
    this.applied();
  }

  /**
   * Makes the index hold exactly the stock's listed cars, read a page at a time: applies each page and then drops
   * every car the stock no longer has. A change applied while a page is being read is newer than that page's copy
   * of the car (storage may answer asynchronously), so the load leaves changed cars as the changes left them.
   */
  async load(stock: Pick<StockRepository, "carsAfter">, now: () => number): Promise<void> {
    const kept = new Set<string>();
    const changed = new Set<string>();
    this.loads.add(changed);
    try {
      for (let page = await stock.carsAfter(0, LOAD_PAGE); page.length > 0; page = await stock.carsAfter(page.at(-1)!.id, LOAD_PAGE)) {
        this.applyToIndex(changed.size ? page.filter((car) => !changed.has(String(car.id))) : page, [], now());
        for (const car of page) kept.add(String(car.id));
      }
      const gone = this.index.objectIDs().filter((objectID) => !kept.has(objectID) && !changed.has(objectID)).map(Number);
      if (gone.length) this.applyToIndex([], gone, now());
    } finally {
      this.loads.delete(changed);
    }
  }

  /** Removes the cars whose listing window has closed by `now`. */
  sweep(now: number): void {
    if (now <= this.nextExpiry) return;
    this.nextExpiry = Infinity;
    for (const [objectID, until] of this.expiries) {
      if (until < now) this.drop(objectID);
      else this.nextExpiry = Math.min(this.nextExpiry, until);
    }
  }

  private drop(objectID: string): void {
    this.expiries.delete(objectID);
    this.index.remove(objectID);
  }
}
