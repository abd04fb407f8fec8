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

/** A multi-query's answer, and each result's JSON text where it was measured against the answer limit. */
export interface MultiQueryAnswer extends MultiQueryResponse {
  texts: (string | undefined)[];
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
 * each result is serialised as it comes, in a turn of its own (a large result's text costs about half its
 * search again), and the call stops at the first one that takes the answer past the limit, so a small
 * request cannot make the server build an answer far larger than the cap. The texts are kept for the answer.
 */
export async function answerMultiQuery(
  engine: SearchEngine,
  entries: readonly ResolvedEntry[],
  answerLimitBytes = Number.POSITIVE_INFINITY,
): Promise<MultiQueryAnswer> {
  const results: MultiQueryResponse["results"] = [];
  const texts: MultiQueryAnswer["texts"] = [];
  let bytes = 0;
  for (const { request, facet } of entries) {
    await searchTurn();
    const result = facet === null ? engine.search(request) : searchFacetValues(engine, request, facet);
    results.push(result);
    if (!Number.isFinite(answerLimitBytes)) continue;
    await searchTurn();
    const text = JSON.stringify(result);
    bytes += Buffer.byteLength(text);
    checkAnswerBytes(bytes, answerLimitBytes);
    texts.push(text);
  }
  return { results, texts };
}

/**
 * The answer's JSON from its results' texts: a result whose hits gained stored fields after it was measured
 * (or that was not measured) is serialised again, in a turn of its own; the others are not serialised twice.
 */
export async function multiQueryJson(answer: MultiQueryAnswer, stale: (position: number) => boolean): Promise<string> {
  const parts: string[] = [];
  for (const [position, result] of answer.results.entries()) {
    const measured = answer.texts[position];
    if (measured !== undefined && !stale(position)) {
      parts.push(measured);
      continue;
    }
    await searchTurn();
    parts.push(JSON.stringify(result));
  }
  return `{"results":[${parts.join(",")}]}`;
}
