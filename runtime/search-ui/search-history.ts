/** Spec §3 and §9: the browser keeps the shopper's last five searches. */
export const SEARCH_HISTORY_KEY = "forecourt:searches";
export const SEARCH_HISTORY_SIZE = 5;

export interface SavedSearch {
  /** Path and query of the search. */
  url: string;
  /** How the search reads to the shopper, e.g. 'Used Cars: Toyota, Corolla'. */
  label: string;
}

/** The history with `search` first; the same search moves to the front instead of repeating. */
export function addSearch(history: readonly SavedSearch[], search: SavedSearch): SavedSearch[] {
  return [search, ...history.filter((entry) => entry.url !== search.url)].slice(0, SEARCH_HISTORY_SIZE);
}

/** The well-formed searches of what the browser stored; another app's data reads as empty. */
export function storedSearches(parsed: unknown): SavedSearch[] {
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((entry): entry is SavedSearch => typeof entry?.url === "string" && typeof entry?.label === "string")
    .slice(0, SEARCH_HISTORY_SIZE);
}

/** Reads the history; anything unreadable (private mode, another app's data) reads as empty. */
export function readSearchHistory(storage: Storage | undefined): SavedSearch[] {
  try {
    return storedSearches(JSON.parse(storage?.getItem(SEARCH_HISTORY_KEY) ?? "[]"));
  } catch {
    return [];
  }
}

export function saveSearch(storage: Storage | undefined, search: SavedSearch): SavedSearch[] {
  const next = addSearch(readSearchHistory(storage), search);
  try {
    storage?.setItem(SEARCH_HISTORY_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the history is a convenience, the search still works.
  }
  return next;
}
