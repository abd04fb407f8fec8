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
      return { hits: hits.map(hitObject), ...(facets && { facets: Object.fromEntries(facets.map(([name, values]) => [name, facetObject(values)])) }), ...rest };
    }),
  };
}

/**
 * The response as JSON text: hits are spliced in from their records' cached JSON. The pieces are concatenated:
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

/** `hits` and `facets` lead, written from cached pieces; the other fields follow as plain JSON. */
function resultJson(result: PreparedResult): string {
  let out = '{"hits":[';
  for (let i = 0; i < result.hits.length; i++) {
    if (i) out += ",";
    out += hitJson(result.hits[i]!);
  }
  out += "]";
  const { facets } = result;
  if (facets) {
    out += ',"facets":{';
    for (let i = 0; i < facets.length; i++) {
      if (i) out += ",";
      out += facetNameJson(facets[i]![0]);
      out += facetJson(facets[i]![1]);
    }
    out += "}";
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
    `,"processingTimeMS":${result.processingTimeMS},"query":${JSON.stringify(result.query)},"params":${quotedParams(result.params)}` +
    `,"index":${JSON.stringify(result.index)}`;
  if (result.offset !== undefined) out += `,"offset":${result.offset},"length":${result.length}`;
  if (result.facets_stats) out += ',"facets_stats":' + JSON.stringify(result.facets_stats);
  if (result.queryID !== undefined) out += `,"queryID":"${result.queryID}"`;
  return out;
}

/** `make`, remembered for the last 256 distinct texts: pages send the same few facet names and params strings. */
function remembered(make: (text: string) => string): (text: string) => string {
  const known = new Map<string, string>();
  return (text) => {
    let made = known.get(text);
    if (made === undefined) {
      if (known.size >= 256) known.clear();
      known.set(text, (made = make(text)));
    }
    return made;
  };
}

/** Facet names as JSON object keys, colon included. */
const facetNameJson = remembered((name) => `${JSON.stringify(name)}:`);

/** Echoed params strings as JSON: long, and the same on every search of a page. */
const quotedParams = remembered((params) => JSON.stringify(params));
