import { hitJson, hitObject } from "./build-hit.ts";
import { facetObject } from "./count-facets.ts";
import { facetsJson } from "./facets-json.ts";
import type { FacetSearchResult } from "./search-facet-values.ts";
import type { FacetStats } from "./count-facets.ts";
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
      const { hits, facets, facets_stats, echoJson, queryID, ...rest } = result;
      return {
        hits: hits.map(hitObject),
        ...(facets && { facets: Object.fromEntries(facets.map(([name, values]) => [name, facetObject(values)])) }),
        ...rest,
        ...(facets_stats && { facets_stats: Object.fromEntries(facets_stats) }),
        ...(queryID !== undefined && { queryID }),
      };
    }),
  };
}

/**
 * The response as JSON text: hits are spliced in from their cached JSON (hit-texts.ts), each result's facets
 * written as one piece (facets-json.ts). The pieces are concatenated:
 * V8 links them into a tree and copies it out once, when the answer is written to the socket, which costs less
 * than gathering them in an array to join (measured with the answer written out).
 */
export function responseJson(response: PreparedResponse): string {
  let out = '{"results":[';
  for (let i = 0; i < response.results.length; i++) {
    const result = response.results[i]!;
    if (i) out += ",";
    out += isHitsResult(result) ? resultJson(result) : JSON.stringify(result);
  }
  return out + "]}";
}

/** `hits` and `facets` lead, written from cached texts and bytes; the other fields follow as plain JSON. */
function resultJson(result: PreparedResult): string {
  let out = '{"hits":[';
  for (let i = 0; i < result.hits.length; i++) {
    if (i) out += ",";
    out += hitJson(result.hits[i]!);
  }
  out += "]";
  if (result.facets) {
    out += ',"facets":';
    out += facetsJson(result.facets);
  }
  return out + tailJson(result) + "}";
}

/**
 * The fields after hits and facets, written from a template in the order the result has them (search-engine.ts):
 * a JSON.stringify call per field was a third of writing a result.
 */
function tailJson(result: PreparedResult): string {
  let out =
    `,"nbHits":${result.nbHits},"page":${result.page},"nbPages":${result.nbPages},"hitsPerPage":${result.hitsPerPage}` +
    ',"exhaustiveNbHits":true,"exhaustiveFacetsCount":true,"exhaustive":{"nbHits":true,"facetsCount":true,"typo":true}' +
    `,"processingTimeMS":${result.processingTimeMS}${result.echoJson}`;
  if (result.offset !== undefined) out += `,"offset":${result.offset},"length":${result.length}`;
  if (result.facets_stats) out += statsJson(result.facets_stats);
  if (result.queryID !== undefined) out += `,"queryID":"${result.queryID}"`;
  return out;
}

/** `facets_stats` (numbers as JSON.stringify writes finite ones, which counted stats always are). */
function statsJson(stats: [string, FacetStats][]): string {
  let out = ',"facets_stats":{';
  for (let i = 0; i < stats.length; i++) {
    const [name, { min, max, avg, sum }] = stats[i]!;
    out += `${i ? "," : ""}${JSON.stringify(name)}:{"min":${min},"max":${max},"avg":${avg},"sum":${sum}}`;
  }
  return out + "}";
}
