import { hitJson, hitObject } from "./build-hit.ts";
import { facetJson, facetObject } from "./count-facets.ts";
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

/**
 * The response as JSON text: hits are spliced in from their records' cached JSON. The pieces are gathered and
 * joined once, which copies each byte once; concatenating them one by one made a tree of partial strings.
 */
export function responseJson(response: PreparedResponse): string {
  const parts: string[] = ['{"results":['];
  for (let i = 0; i < response.results.length; i++) {
    const result = response.results[i]!;
    if (i) parts.push(",");
    if (isHitsResult(result)) writeResult(result, parts);
    else parts.push(JSON.stringify(result));
  }
  parts.push("]}");
  return parts.join("");
}

/** `hits` and `facets` lead, written from cached pieces; the other fields follow as plain JSON. */
function writeResult(result: PreparedResult, parts: string[]): void {
  parts.push('{"hits":[');
  for (let i = 0; i < result.hits.length; i++) {
    if (i) parts.push(",");
    parts.push(hitJson(result.hits[i]!));
  }
  parts.push("]");
  if (result.facets) {
    let first = true;
    for (const name in result.facets) {
      parts.push(first ? ',"facets":{' : ",", JSON.stringify(name), ":", facetJson(result.facets[name]!));
      first = false;
    }
    parts.push(first ? ',"facets":{}' : "}");
  }
  for (const key in result) {
    if (key === "hits" || key === "facets") continue;
    const value = result[key as keyof PreparedResult];
    if (value !== undefined) parts.push(`,"${key}":`, JSON.stringify(value));
  }
  parts.push("}");
}

function mapValues<T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}
