import type { LoaderContext } from "../types/index.ts";
import { siteSearchReader } from "../search-ui/saved-search-matches.ts";
import { accountSavedSearches } from "./saved-search-store.ts";

export interface SavedSearchEntry {
  id: string;
  name: string;
  url: string;
  /** Cars the search finds that were listed since the shopper last opened it. */
  newMatches: number;
}

/** The signed-in shopper's saved searches with their new matches; none when signed out. */
export async function shopperSavedSearches(ctx: Pick<LoaderContext, "services" | "site" | "user">): Promise<SavedSearchEntry[]> {
  const searches = ctx.user ? await accountSavedSearches(ctx.services.db, ctx.user.id) : [];
  if (searches.length === 0) return [];
  const read = await siteSearchReader(ctx, new Date());
  return Promise.all(searches.map(async (search) => ({ id: search.id, name: search.name, url: search.url, newMatches: await read(search.url).count(new Date(search.last_seen_at)) })));
}
