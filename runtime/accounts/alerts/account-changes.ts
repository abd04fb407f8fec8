import type { Services, Site } from "../../types/index.ts";
import type { FavouriteEntry } from "../../types/generated/favourite-entry.ts";
import { watchedCarAlert, watchedCarState, type WatchedCarAlert, type WatchedCarState } from "../../rules/watched-car-alert.ts";
import { newMatchesSince } from "../../rules/alert-digest.ts";
import { accountSavedSearches } from "../saved-search-store.ts";

/** Counts the cars a saved search (its URL) found after a time: one reader per site and sweep. */
export type CountNewMatches = (url: string, since: Date) => Promise<number>;

export interface AccountChanges {
  cars: { carId: number; entry: FavouriteEntry; now: WatchedCarState; alert: WatchedCarAlert }[];
  searches: { id: string; name: string; url: string; newMatches: number }[];
}

/** What an account's alert would tell: its watched cars that dropped in price or sold, and its saved searches' new matches. */
export async function accountChanges(services: Pick<Services, "db" | "stock">, site: Site, accountId: string, countNewMatches: CountNewMatches): Promise<AccountChanges> {
  const watched = await services.db.selectFrom("watchlist").select(["car_id", "entry", "known_price", "known_sold"]).where("account_id", "=", accountId).execute();
  const dealerships = new Set(site.dealerships.map((dealership) => dealership.id));
  const listed = new Map((await services.stock.getByIds(watched.map((row) => row.car_id))).filter((car) => dealerships.has(car.dealership_id)).map((car) => [car.id, car]));
  const priceOptions = { subscription: site.offers_subscription, noPriceText: site.texts.no_price };
  const cars = watched.flatMap((row) => {
    const now = watchedCarState(listed.get(row.car_id), priceOptions);
    const alert = watchedCarAlert({ price: row.known_price, sold: row.known_sold === 1 }, now);
    return alert ? [{ carId: row.car_id, entry: JSON.parse(row.entry) as FavouriteEntry, now, alert }] : [];
  });
  const searches = [];
  for (const search of await accountSavedSearches(services.db, accountId)) {
    const newMatches = await countNewMatches(search.url, newMatchesSince(search));
    if (newMatches > 0) searches.push({ id: search.id, name: search.name, url: search.url, newMatches });
  }
  return { cars, searches };
}
