import { setImmediate } from "node:timers/promises";
import { SearchError } from "../search-error.ts";
import { searchFacetValues, type FacetSearchResult } from "../query/search-facet-values.ts";
import { resolveRequest, type ResolvedEntry } from "./resolve-request.ts";
import { checkQueryCount } from "../params/limits.ts";
import type { Access } from "../keys/access.ts";
import type { SearchEngine, SearchResult } from "../query/search-engine.ts";

/** The multi-query response `POST /1/indexes/*\/queries` returns. */
export interface MultiQueryResponse {
  results: (SearchResult | FacetSearchResult)[];
}

/**
 * `POST /1/indexes/*\/queries`, read: every request is checked before any runs, so a bad one fails the whole
 * call with its 4xx, as Algolia does. Depends only on the body and the key, never on the stock.
 */
export function resolveMultiQuery(access: Access, body: unknown, primary: string): ResolvedEntry[] {
  if (typeof body !== "object" || body === null || !Array.isArray((body as { requests?: unknown }).requests)) {
    throw new SearchError(400, "requests must be an array");
  }
  const { requests } = body as { requests: unknown[] };
  checkQueryCount(requests.length);
  return requests.map((entry, position) => resolveRequest(entry, position, access, primary));
}

/**
 * The multi-query's answer: one result per request, in order. The event loop gets a turn between one search
 * and the next, so a call of many searches holds it no longer than its longest search.
 */
export async function answerMultiQuery(engine: SearchEngine, entries: readonly ResolvedEntry[]): Promise<MultiQueryResponse> {
  const results: MultiQueryResponse["results"] = [];
  for (const { request, facet } of entries) {
    if (results.length > 0) await setImmediate();
    results.push(facet === null ? engine.search(request) : searchFacetValues(engine, request, facet));
  }
  return { results };
}
