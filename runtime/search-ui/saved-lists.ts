import { SAVED_CAR_EVENT, trackEvent } from "../analytics/track.ts";
import { readFavourites, toggleFavourite, writeFavourites } from "./favourites-store.ts";
import type { FavouriteEntry } from "../types/generated/favourite-entry.ts";

export function isFavourite(id: number): boolean {
  return readFavourites().some((entry) => entry.id === id);
}

export function toggleFavouriteEntry(entry: FavouriteEntry): boolean {
  const next = toggleFavourite(readFavourites(), entry);
  writeFavourites(next);
  const saved = next.some((kept) => kept.id === entry.id);
  if (saved) void trackEvent(SAVED_CAR_EVENT, { car_id: entry.id });
  return saved;
}
