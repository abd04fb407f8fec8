import { searchTurn } from "./search-turns.ts";
import { SearchError } from "../search-error.ts";
import { searchFacetValues, type FacetSearchResult } from "../query/search-facet-values.ts";
import { resolveRequest, type ResolvedEntry } from "./resolve-request.ts";
import { checkAnswerBytes, checkQueryCount } from "../params/limits.ts";
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
 * The multi-query's answer: one result per request, in order. Each search waits for its turn (searchTurn), so
 * the event loop is held no longer than one search at a time, however many calls are running. With `answerLimitBytes`,
 * each result is measured as it comes and the call stops at the first one that takes the answer past the
 * limit, so a small request cannot make the server build (and serialise) an answer far larger than the cap.
 */
export async function answerMultiQuery(
  engine: SearchEngine,
  entries: readonly ResolvedEntry[],
  answerLimitBytes = Number.POSITIVE_INFINITY,
): Promise<MultiQueryResponse> {
  const results: MultiQueryResponse["results"] = [];
  let bytes = 0;
  for (const { request, facet } of entries) {
    await searchTurn();
    const result = facet === null ? engine.search(request) : searchFacetValues(engine, request, facet);
    if (Number.isFinite(answerLimitBytes)) {
      bytes += Buffer.byteLength(JSON.stringify(result));
      checkAnswerBytes(bytes, answerLimitBytes);
    }
    results.push(result);
  }
  return { results };
}
