import type { FavouriteEntry } from "../types/generated/favourite-entry.ts";

/** A car on the shopper's compare list: the card facts a favourite keeps, enough for the tray to show it. */
export type CompareEntry = FavouriteEntry;

/** More than three cars side by side no longer reads as a comparison. */
export const COMPARE_LIMIT = 3;

export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_LIMIT} cars. Remove one to add another.`;

export type CompareToggle = { list: CompareEntry[]; outcome: "added" | "removed" | "refused" };

/** Adds the car when absent and there is room, removes it when present; a car past the limit is refused. */
export function toggleCompared(list: readonly CompareEntry[], entry: CompareEntry): CompareToggle {
  if (list.some((saved) => saved.id === entry.id)) {
    return { list: list.filter((saved) => saved.id !== entry.id), outcome: "removed" };
  }
  if (list.length >= COMPARE_LIMIT) return { list: [...list], outcome: "refused" };
  return { list: [...list, entry], outcome: "added" };
}

/** The car ids of a compare link's `ids` ('12,7,40'): positive whole numbers, each once, at most the limit. */
export function compareIds(param: string | null): number[] {
  const ids = (param ?? "").split(",").map((part) => part.trim());
  const valid = ids.filter((part) => /^[1-9]\d{0,14}$/.test(part)).map(Number);
  return [...new Set(valid)].slice(0, COMPARE_LIMIT);
}

/** The shareable compare page of these cars. */
export function compareHref(ids: readonly number[]): string {
  return `/compare?ids=${ids.join(",")}`;
}

/** Keeps the well-formed entries of what the browser stored (older versions kept bare ids, which cannot be shown). */
export function storedCompareEntries(stored: unknown): CompareEntry[] {
  if (!Array.isArray(stored)) return [];
  const entries = stored.filter(
    (entry): entry is CompareEntry =>
      typeof entry?.id === "number" && typeof entry?.name === "string" && typeof entry?.slug === "string",
  );
  return entries.slice(0, COMPARE_LIMIT);
}
