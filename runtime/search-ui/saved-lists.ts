import { readFavourites, toggleFavourite, writeFavourites } from "./favourites-store.ts";
import type { FavouriteEntry } from "../types/generated/favourite-entry.ts";

export function isFavourite(id: number): boolean {
  return readFavourites().some((entry) => entry.id === id);
}

export function toggleFavouriteEntry(entry: FavouriteEntry): boolean {
  const next = toggleFavourite(readFavourites(), entry);
  writeFavourites(next);
  return next.some((saved) => saved.id === entry.id);
}
