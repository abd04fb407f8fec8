import { localList, useLocalList } from "../ui/local-list.ts";
import { SEARCH_HISTORY_KEY, storedSearches, type SavedSearch } from "./search-history.ts";

const searchList = localList(SEARCH_HISTORY_KEY, storedSearches);

/** The shopper's last five searches (spec §3), newest first, kept in this browser where the site enables it. */
export function useRecentSearches(enabled: boolean): SavedSearch[] {
  return useLocalList(searchList, enabled);
}
