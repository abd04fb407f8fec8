import history from "instantsearch.js/es/lib/routers/history.js";
import type { RouterProps } from "instantsearch.js/es/middlewares/createRouterMiddleware.js";
import type { UiState } from "instantsearch.js";
import { formatSearchUrl, parseSearchUrl, type SearchUrlContext } from "./search-url.ts";
import { routeToState, stateToRoute } from "./state-mapping.ts";
import type { SearchRoute } from "./search-route.ts";

/** How long the router waits after the last change before writing the URL (one history entry per pause). */
const URL_WRITE_DELAY_MS = 100;

/**
 * react-instantsearch routing for the spec §2 search URLs: the history router with our own URL format and
 * state mapping. On the server, `serverUrl` stands in for the browser's location.
 */
export function searchRouting(indexName: string, ctx: SearchUrlContext, serverUrl?: string): RouterProps<UiState, SearchRoute> {
  return {
    router: history<SearchRoute>({
      cleanUrlOnDispose: false,
      writeDelay: URL_WRITE_DELAY_MS,
      getLocation: () => (serverUrl !== undefined ? (new URL(serverUrl) as unknown as Location) : window.location),
      createURL: ({ routeState, location }) => `${location.origin}${formatSearchUrl(routeState, ctx)}`,
      parseURL: ({ location }) => parseSearchUrl(location.pathname, location.search, ctx),
    }),
    stateMapping: {
      stateToRoute: (uiState) => stateToRoute(uiState, indexName),
      routeToState: (route) => routeToState(route, indexName),
    },
  };
}
