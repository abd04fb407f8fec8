import { listedUntil } from "../../rules/listing-visibility.ts";
import { carRecord } from "../index/car-record.ts";
import { clusterOrder } from "../index/cluster-order.ts";
import { prepareCars, type PreparedCars } from "../index/stored-record.ts";
import type { Car } from "../../types/generated/car.ts";
import type { DealershipDirectory } from "./dealership-directory.ts";

/**
 * Cars read from the stock, ready for the index, as plain data that crosses between threads (the whole-stock load
 * prepares its pages in a worker, stock-page-worker.ts).
 */
export interface StockPage {
  /** The objectIDs of the cars never listed (hidden, withdrawn, sold without a sale time). */
  unlisted: string[];
  /** The others, in cluster order (cluster-order.ts), ready to take slots. */
  listed: PreparedCars;
  /** Until when each of `listed` is listed (listedUntil): Infinity while in stock, the end of a sold car's window. */
  until: number[];
}

/** The page of these cars, each listed or not by its dealership's recently-sold window. */
export function stockPage(cars: readonly Car[], directory: DealershipDirectory): StockPage {
  const unlisted: string[] = [];
  const listed: { record: ReturnType<typeof carRecord>; until: number }[] = [];
  for (const car of cars) {
    const until = listedUntil(car, { recentlySoldDays: directory.recentlySoldDays(car.dealership_id) });
    if (until === null) unlisted.push(String(car.id));
    else listed.push({ record: carRecord(car, directory.info(car.dealership_id)), until });
  }
  listed.sort((a, b) => clusterOrder(a.record.attributes, b.record.attributes));
  return { unlisted, listed: prepareCars(listed.map(({ record }) => record)), until: listed.map(({ until }) => until) };
}
