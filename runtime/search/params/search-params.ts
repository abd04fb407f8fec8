import type { FilterArray } from "../filters/parse-filter-arrays.ts";
import { booleanParam, filterArrayParam, integerParam, listParam, stringParam } from "./coerce.ts";
import { responseShape, type ResponseShape } from "./response-fields.ts";

/** The search parameters this service understands, typed and defaulted. Unknown parameters are ignored. */
export interface SearchParams {
  query: string;
  page: number;
  hitsPerPage: number;
  /** Algolia's offset/length pagination; when both are set they replace page/hitsPerPage. */
  offset: number | null;
  length: number | null;
  facets: string[];
  maxValuesPerFacet: number;
  sortFacetValuesBy: "count" | "alpha";
  filters: string;
  facetFilters: FilterArray | null;
  numericFilters: FilterArray | null;
  tagFilters: FilterArray | null;
  /** null: every attribute. */
  attributesToRetrieve: string[] | null;
  /** null: every searchable attribute. */
  attributesToHighlight: string[] | null;
  restrictSearchableAttributes: string[] | null;
  highlightPreTag: string;
  highlightPostTag: string;
  clickAnalytics: boolean;
  /** The result fields asked for (Algolia's responseFields). */
  responseFields: ResponseShape;
  /** Searchable facet values (`type: "facet"` requests). */
  facetQuery: string;
  maxFacetHits: number;
}

export function readSearchParams(raw: Record<string, unknown>): SearchParams {
  const sortFacetValuesBy = stringParam("sortFacetValuesBy", raw.sortFacetValuesBy, "count");
  return {
    query: stringParam("query", raw.query, ""),
    page: integerParam("page", raw.page, 0, 1_000_000, 0),
    hitsPerPage: integerParam("hitsPerPage", raw.hitsPerPage, 0, 1000, 20),
    offset: raw.offset === undefined ? null : integerParam("offset", raw.offset, 0, 1_000_000_000, 0),
    length: raw.length === undefined ? null : integerParam("length", raw.length, 0, 1000, 20),
    // A disjunctive request names its one facet as a plain string, which reads as a one-item list. A facet
    // named twice is counted once, as Algolia does.
    facets: [...new Set(listParam("facets", raw.facets))],
    maxValuesPerFacet: integerParam("maxValuesPerFacet", raw.maxValuesPerFacet, 0, 1000, 100),
    sortFacetValuesBy: sortFacetValuesBy === "alpha" ? "alpha" : "count",
    filters: stringParam("filters", raw.filters, ""),
    facetFilters: filterArrayParam("facetFilters", raw.facetFilters),
    numericFilters: filterArrayParam("numericFilters", raw.numericFilters),
    tagFilters: filterArrayParam("tagFilters", raw.tagFilters),
    attributesToRetrieve: listParam("attributesToRetrieve", raw.attributesToRetrieve),
    attributesToHighlight: listParam("attributesToHighlight", raw.attributesToHighlight),
    restrictSearchableAttributes: listParam("restrictSearchableAttributes", raw.restrictSearchableAttributes),
    highlightPreTag: stringParam("highlightPreTag", raw.highlightPreTag, "<em>"),
    highlightPostTag: stringParam("highlightPostTag", raw.highlightPostTag, "</em>"),
    clickAnalytics: booleanParam("clickAnalytics", raw.clickAnalytics, false),
    responseFields: responseShape(listParam("responseFields", raw.responseFields)),
    facetQuery: stringParam("facetQuery", raw.facetQuery, ""),
    maxFacetHits: integerParam("maxFacetHits", raw.maxFacetHits, 1, 100, 10),
  };
}
