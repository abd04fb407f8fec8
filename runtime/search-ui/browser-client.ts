import { liteClient } from "algoliasearch/lite";
import { createLimitedCache } from "./limited-cache.ts";
import { applyRequestFilters, NO_RULES, type RequestFilterRules } from "./request-filters.ts";
import { searchHost } from "../search/search-host.ts";
import type { SearchClientConfig } from "../search/search-client-types.ts";

export type BrowserSearchClient = ReturnType<typeof liteClient>;

const clients = new Map<string, { rules: string; client: BrowserSearchClient }>();

export interface ClientOptions {
  /** The page's own URL: the embedded service's origin when rendering on the server. */
  pageUrl: string;
  /** Responses kept in memory; the least recently used goes when full (spec §7). */
  cacheSize: number;
  /** Searches with their own cache (spec §9: the manufacturer and dealership searches keep 10 each). */
  cacheName?: string;
  rules?: RequestFilterRules;
}

/**
 * The algoliasearch client for a site's search host: the embedded service on this origin by default, or a
 * hosted Algolia application. One client per configuration, cache and rules, so its response cache serves
 * every widget that shares it.
 */
export function searchClientFor(config: SearchClientConfig, options: ClientOptions): BrowserSearchClient {
  const origin = typeof window === "undefined" ? new URL(options.pageUrl) : window.location;
  const host = searchHost(config.host, origin);
  const key = JSON.stringify([config.appId, config.apiKey, host, options.cacheSize, options.cacheName ?? "results"]);
  const rules = options.rules ?? NO_RULES;
  const rulesKey = JSON.stringify(rules);
  const cached = clients.get(key);
  if (cached && cached.rules === rulesKey) return cached.client;
  const client = applyRequestFilters(
    liteClient(config.appId, config.apiKey, { hosts: [host], responsesCache: createLimitedCache(options.cacheSize) }),
    rules,
  );
  clients.set(key, { rules: rulesKey, client });
  return client;
}
