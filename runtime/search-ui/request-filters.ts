import { sortIndexName } from "../search/replicas.ts";
import type { SearchClientLike } from "../search/search-client-types.ts";
import { isUsedOnly, usedStockFilters, type UsedStockOptions } from "./used-stock-filters.ts";

type Params = Record<string, unknown>;
type LegacyRequest = { indexName: string; params?: Params; [key: string]: unknown };
type SearchArgs = LegacyRequest[] | { requests: Array<Params & { indexName: string }>; [key: string]: unknown };

/** Filters the site adds to some searches, beyond what the shopper refined. */
export interface RequestFilterRules {
  /** The used-stock filters (spec §9 used-stock filters); empty for none. */
  usedStock: string;
  /** Whether they apply to every search (a used-only site) rather than only to searches for used stock. */
  usedStockEverywhere: boolean;
  /** The price-ascending replica, on sites where that sort leaves out cars without a price; else null. */
  priceAscendingIndex: string | null;
}

export const NO_RULES: RequestFilterRules = { usedStock: "", usedStockEverywhere: false, priceAscendingIndex: null };

/** The rules a site's options ask of its searches at a moment (the used-stock helper counts days back from it). */
export function siteRequestRules(
  site: { search: { index: string; price_ascending_excludes_zero: boolean }; search_results: { used_stock: UsedStockOptions } },
  now: Date,
): RequestFilterRules {
  return {
    usedStock: usedStockFilters(site.search_results.used_stock, now),
    usedStockEverywhere: site.search_results.used_stock.scope === "every-search",
    priceAscendingIndex: site.search.price_ascending_excludes_zero ? sortIndexName(site.search.index, "lowestPrice") : null,
  };
}

/**
 * Adds the site's rule filters to the requests they concern. The client is changed in place (not wrapped) so
 * InstantSearch can still hydrate its response cache from the server's results, keyed by the requests
 * InstantSearch made.
 */
export function applyRequestFilters<C extends SearchClientLike>(client: C, rules: RequestFilterRules): C {
  if (!rules.usedStock && !rules.priceAscendingIndex) return client;
  const search = client.search.bind(client);
  client.search = (requests: SearchArgs, ...rest: unknown[]) => search(withRules(requests, rules), ...rest);
  return client;
}

function withRules(requests: SearchArgs, rules: RequestFilterRules): SearchArgs {
  if (Array.isArray(requests)) {
    return requests.map((request) =>
      request.params ? { ...request, params: addFilters(request.indexName, request.params, rules) } : request,
    );
  }
  return { ...requests, requests: requests.requests.map((request) => addFilters(request.indexName, request, rules)) };
}

function addFilters<P extends Params>(indexName: string, params: P, rules: RequestFilterRules): P {
  const extra: string[] = [];
  if (rules.usedStock && (rules.usedStockEverywhere || isUsedOnly(params.facetFilters as never))) extra.push(rules.usedStock);
  if (rules.priceAscendingIndex === indexName) extra.push("price > 0");
  if (extra.length === 0) return params;
  const existing = typeof params.filters === "string" && params.filters.trim() ? [params.filters] : [];
  return { ...params, filters: [...existing, ...extra].join(" AND ") };
}
