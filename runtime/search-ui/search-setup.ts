import { createContext, useContext } from "react";
import type { PublicSite } from "../ui/site-context.tsx";
import { PATH_FACETS } from "../rules/search-route.ts";
import type { SearchUrlContext } from "./search-url.ts";
import { createSlugNames, type SlugNames } from "./slug-names.ts";
import { cardOptions, type CardOptions } from "./card-options.ts";
import type { SearchPageData } from "./search-data.ts";

export type SearchOptions = PublicSite["search_results"];
export type FacetOptions = SearchOptions["facets"][number];

/** Everything the search widgets share for one mounted search. */
export interface SearchSetup {
  indexName: string;
  names: SlugNames;
  url: SearchUrlContext;
  options: SearchOptions;
  card: CardOptions;
  promoExtras: number[];
  stockCount: number;
  now: Date;
  /** The id of the results list, the target of 'Show Me' and of skip links. */
  resultsId: string;
}

export function createSearchSetup(site: PublicSite, data: SearchPageData, resultsId: string): SearchSetup {
  const options = site.search_results;
  const names = createSlugNames(data.names);
  const now = new Date(data.now);
  return {
    indexName: data.client.indexName,
    names,
    url: searchUrlContext(site, names),
    options,
    card: cardOptions(site, now),
    promoExtras: data.promoExtras,
    stockCount: data.stockCount,
    now,
    resultsId,
  };
}

/** What reading and writing the site's search URLs needs: its facets and ranges, dealerships and names. */
export function searchUrlContext(site: Pick<PublicSite, "search_results" | "dealerships">, names: SlugNames): SearchUrlContext {
  const { facets } = site.search_results;
  const listed = facets.filter((facet) => facet.widget !== "range").map((facet) => facet.attribute);
  return {
    facets: [...new Set([...Object.values(PATH_FACETS), ...listed])],
    ranges: facets.filter((facet) => facet.widget === "range").map((facet) => facet.attribute),
    dealerships: site.dealerships,
    names,
  };
}

export const SearchSetupContext = createContext<SearchSetup | null>(null);

export function useSearchSetup(): SearchSetup {
  const setup = useContext(SearchSetupContext);
  if (!setup) throw new Error("Search widgets must be inside a SearchApp");
  return setup;
}
