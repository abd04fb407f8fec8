import { hitJson, hitObject } from "./build-hit.ts";
import type { FacetSearchResult } from "./search-facet-values.ts";
import type { PreparedResult, SearchResult } from "./search-engine.ts";

export type PreparedResponse = { results: (PreparedResult | FacetSearchResult)[] };

/** The multi-query response `POST /1/indexes/*\/queries` returns. */
export interface MultiQueryResponse {
  results: (SearchResult | FacetSearchResult)[];
}

function isHitsResult(result: PreparedResult | FacetSearchResult): result is PreparedResult {
  return "hits" in result;
}

/** The response as objects, for callers in the same process. */
export function responseObjects(response: PreparedResponse): MultiQueryResponse {
  return {
    results: response.results.map((result) => (isHitsResult(result) ? { ...result, hits: result.hits.map(hitObject) } : result)),
  };
}

/** The response as JSON text: hits are spliced in from their records' cached JSON. */
export function responseJson(response: PreparedResponse): string {
  const results = response.results.map((result) => {
    if (!isHitsResult(result)) return JSON.stringify(result);
    // `hits` is the first key, so the rest of the result follows its empty array.
    const rest = JSON.stringify({ ...result, hits: [] });
    return `{"hits":[${result.hits.map(hitJson).join(",")}]${rest.slice('{"hits":[]'.length)}`;
  });
  return `{"results":[${results.join(",")}]}`;
}
