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

/** The excludable fields this service writes. */
const WRITTEN = [
  "hits", "facets", "facets_stats", "nbHits", "page", "nbPages", "hitsPerPage", "exhaustive", "processingTimeMS", "query",
  "params", "index", "offset", "length",
] as const satisfies readonly (typeof EXCLUDABLE)[number][];

/** Which of the fields this service writes a result carries: read once per request, checked as it is written. */
export type ResponseShape = Record<(typeof WRITTEN)[number], boolean>;

export const WHOLE_RESPONSE = Object.fromEntries(WRITTEN.map((field) => [field, true])) as ResponseShape;

/** The shape `responseFields` asks for: null or `*` for every field; a name Algolia does not know is a 400. */
export function responseShape(fields: string[] | null): ResponseShape {
  if (fields === null || fields.includes("*")) return WHOLE_RESPONSE;
  const unknown = fields.find((field) => !KNOWN.has(field));
  if (unknown !== undefined) throw new SearchError(400, `responseFields: unknown field ${JSON.stringify(unknown)}`);
  return Object.fromEntries(WRITTEN.map((field) => [field, fields.includes(field)])) as ResponseShape;
}
