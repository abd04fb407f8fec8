import history from "instantsearch.js/es/lib/routers/history.js";
import type { RouterProps } from "instantsearch.js/es/middlewares/createRouterMiddleware.js";
import type { UiState } from "instantsearch.js";
import { formatSearchUrl, parseSearchUrl, type SearchUrlContext } from "./search-url.ts";
import { routeToState, stateToRoute } from "./state-mapping.ts";
import type { SearchRoute } from "../rules/search-route.ts";

/** How long the router waits after the last change before writing the URL (one history entry per pause). */
const URL_WRITE_DELAY_MS = 100;

const pathOf = (location: { pathname: string; search: string }) => location.pathname + location.search;

/**
 * react-instantsearch routing for the spec §2 search URLs: the history router with our own URL format and
 * state mapping. On the server, `serverUrl` stands in for the browser's location.
 */
export function searchRouting(indexName: string, ctx: SearchUrlContext, serverUrl?: string): RouterProps<UiState, SearchRoute> {
  // The address this search last read or wrote. Once the browser shows another (a shopper opened a car while
  // a write was pending), the address is the site router's, and the search must not write its own over it.
  let ownPath: string | null = null;
  return {
    router: history<SearchRoute>({
      cleanUrlOnDispose: false,
      writeDelay: URL_WRITE_DELAY_MS,
      getLocation: () => (serverUrl !== undefined ? (new URL(serverUrl) as unknown as Location) : window.location),
      createURL: ({ routeState, location }) => `${location.origin}${formatSearchUrl(routeState, ctx)}`,
      parseURL: ({ location }) => {
        ownPath = pathOf(location);
        return parseSearchUrl(location.pathname, location.search, ctx);
      },
      push: (url) => {
        if (ownPath !== null && pathOf(window.location) !== ownPath) return;
        window.history.pushState(null, "", url);
        ownPath = pathOf(window.location);
      },
    }),
    stateMapping: {
      stateToRoute: (uiState) => stateToRoute(uiState, indexName),
      routeToState: (route) => routeToState(route, indexName),
    },
  };
}
