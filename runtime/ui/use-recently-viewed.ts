import { RECENTLY_VIEWED_KEY, rememberViewed, storedViewedCars, type ViewedCar } from "../rules/recently-viewed.ts";
import { localList, useLocalList } from "./local-list.ts";

const viewedList = localList(RECENTLY_VIEWED_KEY, storedViewedCars);

/** The cars the shopper viewed lately (spec §3), newest first, kept in this browser where the site enables it. */
export function useRecentlyViewed(enabled: boolean): ViewedCar[] {
  return useLocalList(viewedList, enabled);
}

/** Puts the car first among the recently viewed; a page that only records views needs no subscription. */
export function rememberViewedCar(record: ViewedCar): void {
  viewedList.write(rememberViewed(viewedList.read(), record));
}
