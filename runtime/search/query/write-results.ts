import { hitJson, hitObject } from "./build-hit.ts";
import { facetJson, facetObject, type ChosenValues } from "./count-facets.ts";
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
    results: response.results.map((result) => {
      if (!isHitsResult(result)) return result;
      const { hits, facets, ...rest } = result;
      return { hits: hits.map(hitObject), ...(facets && { facets: mapValues(facets, facetObject) }), ...rest };
    }),
  };
}

/** The response as JSON text: hits are spliced in from their records' cached JSON. */
export function responseJson(response: PreparedResponse): string {
  const results = response.results.map((result) => {
    if (!isHitsResult(result)) return JSON.stringify(result);
    // `hits` and `facets` lead, so the rest of the result follows them as its own JSON minus the opening brace.
    const { hits, facets, ...rest } = result;
    const facetsJson = facets ? `,"facets":${facetsText(facets)}` : "";
    return `{"hits":[${hits.map(hitJson).join(",")}]${facetsJson},${JSON.stringify(rest).slice(1)}`;
  });
  return `{"results":[${results.join(",")}]}`;
}

function facetsText(facets: Record<string, ChosenValues>): string {
  return `{${Object.entries(facets).map(([name, chosen]) => `${JSON.stringify(name)}:${facetJson(chosen)}`).join(",")}}`;
}

function mapValues<T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}
