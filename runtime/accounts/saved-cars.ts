import type { Database } from "../types/services.ts";
import type { FavouriteEntry } from "../types/generated/favourite-entry.ts";
import type { WatchedCarState } from "../rules/watched-car-alert.ts";

/** The two lists of cars an account keeps: the watchlist (spec §3 Watchlist entry) and favourites. */
export type SavedList = "watchlist" | "account_favourites";

/**
 * Adds a car to a list; adding it again changes nothing. A watched car keeps what the shopper sees of it now
 * (`known`; favourites ignore it), which its price-drop and sold alerts compare against.
 */
export async function saveCar(db: Database, list: SavedList, accountId: string, entry: FavouriteEntry, now: Date, known: WatchedCarState = { price: null, sold: false }): Promise<void> {
  const row = { account_id: accountId, car_id: entry.id, entry: JSON.stringify(entry), created_at: now.toISOString() };
  const insert =
    list === "watchlist"
      ? db.insertInto("watchlist").values({ ...row, known_price: known.price, known_sold: known.sold ? 1 : 0 })
      : db.insertInto("account_favourites").values(row);
  await insert.onConflict((oc) => oc.columns(["account_id", "car_id"]).doNothing()).execute();
}

export async function removeCar(db: Database, list: SavedList, accountId: string, carId: number): Promise<void> {
  await db.deleteFrom(list).where("account_id", "=", accountId).where("car_id", "=", carId).execute();
}

/** The list's cars, oldest first. */
export async function savedCars(db: Database, list: SavedList, accountId: string): Promise<FavouriteEntry[]> {
  const rows = await db.selectFrom(list).select("entry").where("account_id", "=", accountId).orderBy("created_at").orderBy("car_id").execute();
  return rows.map((row) => JSON.parse(row.entry) as FavouriteEntry);
}

/** Favourites kept in the browser while signed out join the account's at sign-in (the same car once). */
export async function mergeFavourites(db: Database, accountId: string, local: readonly FavouriteEntry[], now: Date): Promise<void> {
  for (const entry of local) await saveCar(db, "account_favourites", accountId, entry, now);
}
