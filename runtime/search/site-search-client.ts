import { liteClient } from "algoliasearch/lite";
import { createInProcessSearchClient } from "./in-process-client.ts";
import { searchHost } from "./search-host.ts";
import type { KeyedSite, SearchService } from "./service/search-service.ts";

/** Where and how a site's search is reached: the embedded service or a hosted Algolia application. */
export interface SearchClientConfig {
  /** Search host (`search.example.com`, `https://...`); null for this site's own origin (the embedded service). */
  host: string | null;
  appId: string;
  /** The site's public key: its configured one for a hosted service, else a secured key of the embedded one. */
  apiKey: string;
  indexName: string;
}

/** A site document's search section (schemas/site/search.json) and what the embedded service keys it by. */
export interface SearchSite extends KeyedSite {
  search: { host: string | null; app_id: string; public_key: string | null; index: string };
}

/** The search client shape InstantSearch and the platform's own searches call. */
export interface SearchClientLike {
  search(requests: any, ...rest: any[]): Promise<any>;
}

/**
 * How a site's search is reached: its configured host, app id and public key, or the embedded service with the
 * site's secured key, which limits it to the site's own dealerships.
 */
export function searchClientConfig(site: SearchSite, search: SearchService): SearchClientConfig {
  return {
    host: site.search.host,
    appId: site.search.app_id,
    apiKey: site.search.public_key ?? search.siteSearchKey(site),
    indexName: site.search.index,
  };
}

/** The client the server searches with: the embedded service in-process (no HTTP hop), or the hosted index. */
export function serverSearchClient(config: SearchClientConfig, search: SearchService): SearchClientLike {
  if (config.host === null) return createInProcessSearchClient(search, config.apiKey, config.appId);
  return liteClient(config.appId, config.apiKey, { hosts: [searchHost(config.host)] });
}
