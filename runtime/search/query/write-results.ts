import { hitObject, writeHit } from "./build-hit.ts";
import { facetObject, type FacetStats } from "./count-facets.ts";
import { writeFacets } from "./facets-json.ts";
import { add, addAscii, addCounted, type JsonText } from "./json-text.ts";
import type { FacetSearchResult } from "./search-facet-values.ts";
import type { PreparedResult, SearchResult } from "./search-engine.ts";
import type { ResponseShape } from "../params/response-fields.ts";

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
  return { results: response.results.map((result) => (isHitsResult(result) ? resultObject(result) : result)) };
}

/** A result as an object, with only the fields asked for (responseFields). */
function resultObject(result: PreparedResult): SearchResult {
  const { hits, facets, facets_stats, echo, shape, queryID, ...rest } = result;
  const out: SearchResult = {
    hits: hits.map(hitObject),
    ...(facets && { facets: Object.fromEntries(facets.map(([name, values]) => [name, facetObject(values)])) }),
    ...rest,
    ...(facets_stats && { facets_stats: Object.fromEntries(facets_stats) }),
    ...(queryID !== undefined && { queryID }),
  };
  for (const field of Object.keys(shape) as (keyof ResponseShape)[]) if (!shape[field]) delete out[field];
  return out;
}

/**
 * The response as JSON text: hits are spliced in from their cached JSON (hit-texts.ts), each result's facets
 * written as one piece (facets-json.ts). The pieces are concatenated:
 * V8 links them into a tree and copies it out once, when the answer is written to the socket, which costs less
 * than gathering them in an array to join (measured with the answer written out).
 */
export function responseJson(response: PreparedResponse): JsonText {
  const out: JsonText = { text: "", bytes: 0 };
  addAscii(out, '{"results":[');
  for (let i = 0; i < response.results.length; i++) {
    const result = response.results[i]!;
    if (i) addAscii(out, ",");
    if (isHitsResult(result)) resultJson(out, result);
    else add(out, JSON.stringify(result));
  }
  addAscii(out, "]}");
  return out;
}

/**
 * `hits` and `facets` lead, written from cached texts and bytes; the other fields follow as plain JSON. A result
 * without hits (responseFields leaving them out) is written from its object, as no page asks for one.
 */
function resultJson(out: JsonText, result: PreparedResult): void {
  if (!result.shape.hits) return add(out, JSON.stringify(resultObject(result)));
  addAscii(out, '{"hits":[');
  for (let i = 0; i < result.hits.length; i++) {
    if (i) addAscii(out, ",");
    writeHit(out, result.hits[i]!);
  }
  addAscii(out, "]");
  if (result.facets && result.shape.facets) {
    addAscii(out, ',"facets":');
    writeFacets(out, result.facets);
  }
  writeTail(out, result);
  addAscii(out, "}");
}

/**
 * The fields after hits and facets, those asked for, written in the order the result has them (search-engine.ts):
 * a JSON.stringify call per field was a third of writing a result. All of it is ASCII (numbers, fixed keys, the
 * numeric facets' names, a hex query id) but the echo, whose bytes were counted once for the request body.
 */
function writeTail(out: JsonText, result: PreparedResult): void {
  const { shape } = result;
  let head = "";
  if (shape.nbHits) head += `,"nbHits":${result.nbHits}`;
  if (shape.page) head += `,"page":${result.page}`;
  if (shape.nbPages) head += `,"nbPages":${result.nbPages}`;
  if (shape.hitsPerPage) head += `,"hitsPerPage":${result.hitsPerPage}`;
  head += ',"exhaustiveNbHits":true,"exhaustiveFacetsCount":true';
  if (shape.exhaustive) head += ',"exhaustive":{"nbHits":true,"facetsCount":true,"typo":true}';
  if (shape.processingTimeMS) head += `,"processingTimeMS":${result.processingTimeMS}`;
  addAscii(out, head);
  addCounted(out, result.echo.text, result.echo.bytes);
  let rest = "";
  if (result.offset !== undefined && shape.offset) rest += `,"offset":${result.offset}`;
  if (result.length !== undefined && shape.length) rest += `,"length":${result.length}`;
  if (result.facets_stats && shape.facets_stats) rest += statsJson(result.facets_stats);
  if (result.queryID !== undefined) rest += `,"queryID":"${result.queryID}"`;
  addAscii(out, rest);
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
