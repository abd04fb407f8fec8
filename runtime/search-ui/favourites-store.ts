import type { FavouriteEntry } from "../types/generated/favourite-entry.ts";

/** Where the shopper's favourites live in the browser (features.store_favourites). */
export const FAVOURITES_KEY = "forecourt:favourites";

export function readFavourites(): FavouriteEntry[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(FAVOURITES_KEY) ?? "[]") as unknown;
    return Array.isArray(stored) ? (stored as FavouriteEntry[]) : [];
  } catch {
    return [];
  }
}

export function writeFavourites(list: FavouriteEntry[]): void {
  try {
    window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(list));
  } catch (error) {
    // Private browsing or a full quota: the toggle still works for this page view.
    console.warn("Could not store favourites", error);
  }
}

/** Adds the entry when absent, removes it when present; returns the new list. */
export function toggleFavourite(list: readonly FavouriteEntry[], entry: FavouriteEntry): FavouriteEntry[] {
  return list.some((saved) => saved.id === entry.id) ? list.filter((saved) => saved.id !== entry.id) : [...list, entry];
}
