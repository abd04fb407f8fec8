import { booleanParam, filterArrayParam, integerParam, listParam, stringParam } from "./coerce.ts";
import { responseShape } from "./response-fields.ts";
import { checkFacetCount, checkFiltersLength, checkQuery, LIMITS } from "./limits.ts";
import { textTokens } from "../index/text-tokens.ts";

/** The search parameters this service understands, typed and defaulted. Unknown parameters are ignored. */
export type SearchParams = ReturnType<typeof readSearchParams>;

/** Reads and types the parameters, refusing any past its limit (limits.ts). */
export function readSearchParams(raw: Record<string, unknown>) {
  const sortFacetValuesBy = stringParam("sortFacetValuesBy", raw.sortFacetValuesBy, "count");
  const query = stringParam("query", raw.query, "");
  checkQuery(query, textTokens(query).length);
  const facetQuery = stringParam("facetQuery", raw.facetQuery, "");
  checkQuery(facetQuery, textTokens(facetQuery).length);
  // A disjunctive request names its one facet as a plain string, which reads as a one-item list. A facet
  // named twice is counted once, as Algolia does.
  const facets = [...new Set(listParam("facets", raw.facets))];
  checkFacetCount(facets.length);
  const filters = stringParam("filters", raw.filters, "");
  checkFiltersLength(filters);
  return {
    query,
    page: integerParam("page", raw.page, 0, 1_000_000, 0),
    hitsPerPage: integerParam("hitsPerPage", raw.hitsPerPage, 0, LIMITS.hitsPerPage, 20),
    // Algolia's offset/length pagination; when both are set they replace page/hitsPerPage.
    offset: raw.offset === undefined ? null : integerParam("offset", raw.offset, 0, 1_000_000_000, 0),
    length: raw.length === undefined ? null : integerParam("length", raw.length, 0, LIMITS.hitsPerPage, 20),
    facets,
    maxValuesPerFacet: integerParam("maxValuesPerFacet", raw.maxValuesPerFacet, 0, LIMITS.maxValuesPerFacet, 100),
    sortFacetValuesBy: sortFacetValuesBy === "alpha" ? ("alpha" as const) : ("count" as const),
    filters,
    facetFilters: filterArrayParam("facetFilters", raw.facetFilters),
    numericFilters: filterArrayParam("numericFilters", raw.numericFilters),
    tagFilters: filterArrayParam("tagFilters", raw.tagFilters),
    // null: every attribute; to highlight, every searchable one.
    attributesToRetrieve: listParam("attributesToRetrieve", raw.attributesToRetrieve),
    attributesToHighlight: listParam("attributesToHighlight", raw.attributesToHighlight),
    restrictSearchableAttributes: listParam("restrictSearchableAttributes", raw.restrictSearchableAttributes),
    highlightPreTag: stringParam("highlightPreTag", raw.highlightPreTag, "<em>"),
    highlightPostTag: stringParam("highlightPostTag", raw.highlightPostTag, "</em>"),
    clickAnalytics: booleanParam("clickAnalytics", raw.clickAnalytics, false),
    responseFields: responseShape(listParam("responseFields", raw.responseFields)),
    // Searchable facet values (`type: "facet"` requests).
    facetQuery,
    maxFacetHits: integerParam("maxFacetHits", raw.maxFacetHits, 1, 100, 10),
  };
}
