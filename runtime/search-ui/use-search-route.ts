import { createContext, createElement, useContext, type ReactNode } from "react";
import { useSearchSource } from "./search-source.ts";
import { formatSearchUrl, searchLinks } from "./search-url.ts";
import { stateToRoute } from "./state-mapping.ts";
import { useSearchSetup } from "./search-setup.ts";
import type { SearchRoute } from "../rules/search-route.ts";

interface SearchRouteValue {
  route: SearchRoute;
  hrefOf(route: SearchRoute): string;
  /** The URL of the route with a value of `attribute` toggled, for each of its values (a facet list's links). */
  toggleHrefs(attribute: string): (value: string) => string;
  /** The URL of the route at another page (1-based). */
  pageHref(page: number): string;
}

const SearchRouteContext = createContext<SearchRouteValue | null>(null);

/**
 * The search on screen as its route, read from InstantSearch once for the whole app: every useInstantSearch adds
 * a listener to the search, and a page of facets asking each for its own passed InstantSearch's limit of 100.
 */
export function SearchRouteProvider({ children }: { children: ReactNode }) {
  const { indexUiState } = useSearchSource().useInstantSearch();
  const setup = useSearchSetup();
  const route = stateToRoute({ [setup.indexName]: indexUiState }, setup.indexName);
  const links = searchLinks(route, setup.url);
  const value: SearchRouteValue = {
    route,
    hrefOf: (other) => formatSearchUrl(other, setup.url),
    toggleHrefs: links.toggled,
    pageHref: links.page,
  };
  return createElement(SearchRouteContext.Provider, { value }, children);
}

/**
 * The search on screen as its route, and the URL of any search changed from it. Links are written from the route
 * directly: InstantSearch's createURL asks every widget of the page for its state once per link, which made a
 * facet list of a hundred values cost more than the rest of the page's render.
 */
export function useSearchRoute(): SearchRouteValue {
  const value = useContext(SearchRouteContext);
  if (!value) throw new Error("useSearchRoute is used inside SearchRouteProvider");
  return value;
}
