import { useInstantSearch } from "react-instantsearch";
import { formatSearchUrl } from "./search-url.ts";
import { stateToRoute } from "./state-mapping.ts";
import { useSearchSetup } from "./search-setup.ts";
import type { SearchRoute } from "../rules/search-route.ts";

/**
 * The search on screen as its route, and the URL of any search changed from it. Links are written from the route
 * directly: InstantSearch's createURL asks every widget of the page for its state once per link, which made a
 * facet list of a hundred values cost more than the rest of the page's render.
 */
export function useSearchRoute(): { route: SearchRoute; hrefOf(route: SearchRoute): string } {
  const { indexUiState } = useInstantSearch();
  const setup = useSearchSetup();
  return {
    route: stateToRoute({ [setup.indexName]: indexUiState }, setup.indexName),
    hrefOf: (route) => formatSearchUrl(route, setup.url),
  };
}

/** The route with one facet value toggled, back on its first page, as refining it in place does. */
export function toggleRefinement(route: SearchRoute, attribute: string, value: string): SearchRoute {
  const values = route.refinements[attribute] ?? [];
  const toggled = values.includes(value) ? values.filter((other) => other !== value) : [...values, value];
  return { ...route, page: 1, refinements: { ...route.refinements, [attribute]: toggled } };
}
