import type { Database } from "../types/services.ts";
import type { FavouriteEntry } from "../types/generated/favourite-entry.ts";

/** The two lists of cars an account keeps: the watchlist (spec §3 Watchlist entry) and favourites. */
export type SavedList = "watchlist" | "account_favourites";

/** Adds a car to a list; adding it again changes nothing. */
export async function saveCar(db: Database, list: SavedList, accountId: string, entry: FavouriteEntry, now: Date): Promise<void> {
  await db
    .insertInto(list)
    .values({ account_id: accountId, car_id: entry.id, entry: JSON.stringify(entry), created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["account_id", "car_id"]).doNothing())
    .execute();
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
