import type { PlainSearchParameters } from "algoliasearch-helper";
import { PATH_FACETS, isRangeValue, type SearchRoute } from "../rules/search-route.ts";
import { BODY_TYPE_COUNT } from "./body-tiles.ts";
import { CARD_ATTRIBUTES, PAGE_RESPONSE_FIELDS } from "./car-hit.ts";
import { sortIndexName } from "./sort-options.ts";
import type { FacetOptions, SearchOptions } from "./search-setup.ts";

/** The query parameters the results page configures besides its widgets' (its `<Configure>`). */
export function pageConfiguration(options: Pick<SearchOptions, "hits_per_page">) {
  return {
    hitsPerPage: options.hits_per_page,
    attributesToRetrieve: [...CARD_ATTRIBUTES],
    attributesToHighlight: [] as string[],
    responseFields: [...PAGE_RESPONSE_FIELDS],
  };
}

/** How many values a list facet asks for: all it can show once 'Show all' is open. */
export function listFacetLimit(facet: Pick<FacetOptions, "limit" | "show_more_limit">): number {
  return Math.max(facet.limit, facet.show_more_limit);
}

/** How many values a facet mounted only for the path's refinement asks for (react-instantsearch's default). */
export const HIDDEN_FACET_LIMIT = 10;

/** The highlight tags InstantSearch's hits widget asks for, so it can escape hits' HTML. */
const HIGHLIGHT_TAGS = { highlightPreTag: "__ais-highlight__", highlightPostTag: "__/ais-highlight__" };

/**
 * The search a results-page URL asks for, as the page's widgets ask it (spec §2: query, page, sortBy, one
 * parameter per facet, ranges as min:max): the primary index or the replica of a sort the site offers, the page
 * (0-based), every filter as a disjunctive facet with the route's refinements, ranges as numeric refinements. The
 * server searches with it before rendering, so the page renders once with the URL's own results.
 */
export function searchParameters(route: SearchRoute, setup: { indexName: string; options: SearchOptions }): PlainSearchParameters {
  const { indexName, options } = setup;
  const facets: string[] = [];
  const refinements: Record<string, string[]> = {};
  const numeric: NonNullable<PlainSearchParameters["numericRefinements"]> = {};
  let maxValuesPerFacet = 0;
  const listFacet = (attribute: string, limit: number) => {
    if (!facets.includes(attribute)) facets.push(attribute);
    refinements[attribute] = [...(route.refinements[attribute] ?? [])];
    maxValuesPerFacet = Math.max(maxValuesPerFacet, limit);
  };
  for (const facet of options.facets) {
    if (facet.widget === "range") {
      if (!facets.includes(facet.attribute)) facets.push(facet.attribute);
      numeric[facet.attribute] = rangeRefinement(route.ranges[facet.attribute]);
    } else {
      listFacet(facet.attribute, facet.widget === "tiles" ? BODY_TYPE_COUNT : listFacetLimit(facet));
    }
  }
  const listed = new Set(options.facets.map((facet) => facet.attribute));
  for (const attribute of Object.values(PATH_FACETS)) {
    if (!listed.has(attribute)) listFacet(attribute, HIDDEN_FACET_LIMIT);
  }
  // A sort the site does not offer reads as the default ranking, as InstantSearch's sort widget reads it.
  const offered = options.sort_options.find((name) => name === route.sortBy);
  const sorted = offered ? sortIndexName(indexName, offered) : indexName;
  return {
    index: sorted,
    query: route.query,
    page: Math.max(0, route.page - 1),
    ...pageConfiguration(options),
    ...HIGHLIGHT_TAGS,
    maxValuesPerFacet,
    disjunctiveFacets: facets,
    disjunctiveFacetsRefinements: refinements,
    numericRefinements: numeric,
  };
}

/** A URL's "min:max" as the range widget refines it: `>=` min and `<=` max, each end only when given. */
function rangeRefinement(value: string | undefined): Record<string, number[]> {
  if (!value || !isRangeValue(value)) return {};
  const [min, max] = value.split(":").map((end) => (end === "" ? undefined : Number(end)));
  return { ...(min !== undefined ? { ">=": [min] } : {}), ...(max !== undefined ? { "<=": [max] } : {}) };
}
