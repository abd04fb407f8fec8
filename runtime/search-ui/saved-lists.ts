import { readFavourites, toggleFavourite, writeFavourites } from "./favourites-store.ts";
import type { FavouriteEntry } from "../types/generated/favourite-entry.ts";

/** The shopper's compare list in the browser; comparing more than a few cars side by side is not readable. */
export const COMPARE_KEY = "forecourt:compare";
export const COMPARE_LIMIT = 3;

export function readCompare(): number[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(COMPARE_KEY) ?? "[]") as unknown;
    return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === "number") : [];
  } catch {
    return [];
  }
}

/** Adds or removes a car; adding past the limit drops the oldest. Returns whether the car is now compared. */
export function toggleCompare(id: number): boolean {
  const list = readCompare();
  const next = list.includes(id) ? list.filter((entry) => entry !== id) : [...list, id].slice(-COMPARE_LIMIT);
  try {
    window.localStorage.setItem(COMPARE_KEY, JSON.stringify(next));
  } catch {
    // Storage disabled: the toggle still shows for this page view.
  }
  return next.includes(id);
}

export function isFavourite(id: number): boolean {
  return readFavourites().some((entry) => entry.id === id);
}

export function toggleFavouriteEntry(entry: FavouriteEntry): boolean {
  const next = toggleFavourite(readFavourites(), entry);
  writeFavourites(next);
  return next.some((saved) => saved.id === entry.id);
}
