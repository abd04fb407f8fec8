import { SearchError } from "../search-error.ts";

/**
 * The result fields a request may leave out with Algolia's `responseFields` (its documented list, including
 * fields this service never sends). The rest always come; naming them is allowed and changes nothing.
 */
const EXCLUDABLE = [
  "aroundLatLng", "automaticRadius", "exhaustive", "facets_stats", "facets", "hitsPerPage", "hits", "index", "length",
  "nbHits", "nbPages", "offset", "page", "params", "processingTimeMS", "queryAfterRemoval", "query", "serverTimeMS", "userData",
] as const;
const ALWAYS_SENT = ["exhaustiveNbHits", "exhaustiveFacetsCount", "queryID", "abTestVariantID", "cursor", "message", "warning"];
const KNOWN = new Set<string>([...EXCLUDABLE, ...ALWAYS_SENT]);

/** Which of the fields this service writes a result carries: read once per request, checked as it is written. */
export interface ResponseShape {
  hits: boolean;
  facets: boolean;
  facets_stats: boolean;
  nbHits: boolean;
  page: boolean;
  nbPages: boolean;
  hitsPerPage: boolean;
  exhaustive: boolean;
  processingTimeMS: boolean;
  query: boolean;
  params: boolean;
  index: boolean;
  offset: boolean;
  length: boolean;
}

export const WHOLE_RESPONSE: ResponseShape = {
  hits: true, facets: true, facets_stats: true, nbHits: true, page: true, nbPages: true, hitsPerPage: true,
  exhaustive: true, processingTimeMS: true, query: true, params: true, index: true, offset: true, length: true,
};

/** The shape `responseFields` asks for: null or `*` for every field; a name Algolia does not know is a 400. */
export function responseShape(fields: string[] | null): ResponseShape {
  if (fields === null || fields.includes("*")) return WHOLE_RESPONSE;
  const unknown = fields.find((field) => !KNOWN.has(field));
  if (unknown !== undefined) throw new SearchError(400, `responseFields: unknown field ${JSON.stringify(unknown)}`);
  const shape = { ...WHOLE_RESPONSE };
  for (const field of Object.keys(shape) as (keyof ResponseShape)[]) shape[field] = fields.includes(field);
  return shape;
}
