import { listedUntil } from "../../rules/listing-visibility.ts";
import { carRecord } from "../index/car-record.ts";
import type { Car } from "../../types/generated/car.ts";
import type { CarIndex } from "../index/car-index.ts";
import type { DealershipDirectory } from "./dealership-directory.ts";

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

  /** Called after each batch of changes has reached the index. */
  private readonly applied: () => void;

  constructor(index: CarIndex, directory: DealershipDirectory, applied: () => void) {
    this.index = index;
    this.directory = directory;
    this.applied = applied;
  }

  apply(upserted: readonly Car[], removed: readonly number[], now: number): void {
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

  /** Makes the index hold exactly these cars' listed ones: applies them and drops every car not among them. */
  replaceAll(cars: readonly Car[], now: number): void {
    const kept = new Set(cars.map((car) => String(car.id)));
    const gone = this.index.all().filter((record) => !kept.has(record.objectID)).map((record) => Number(record.objectID));
    this.apply(cars, gone, now);
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
