import type { InstantSearchServerState } from "react-instantsearch";
import type { SearchClientConfig } from "../search/search-client-types.ts";
import type { RequestFilterRules } from "./request-filters.ts";
import type { KnownNames } from "./slug-names.ts";

/** What the results loader hands the browser: the server's search state and what it decided for this view. */
export interface SearchPageData {
  /** InstantSearch results rendered on the server; null when the server search failed (the browser searches). */
  serverState: InstantSearchServerState | null;
  /** The absolute URL the server rendered, read by the router in place of the browser's location. */
  url: string;
  client: SearchClientConfig;
  /** Facet values behind the path's make and model slugs. */
  names: KnownNames;
  /** Filters the site adds to its searches (used-stock filters, price-ascending without unpriced cars) as of this page view. */
  rules: RequestFilterRules;
  /** Each promo card's random extra position for this page view. */
  promoExtras: number[];
  /** Every car the site lists: shown instead of hit counts above 1999. */
  stockCount: number;
  /** ISO time of the page view, so tags and promo windows judge alike on server and browser. */
  now: string;
}
