import { liteClient } from "algoliasearch/lite";
import { createInProcessSearchClient } from "./in-process-client.ts";
import { searchHost } from "./search-host.ts";
import type { KeyedSite, SearchService } from "./service/search-service.ts";
import type { SearchClientConfig, SearchClientLike } from "./search-client-types.ts";

/** A site document's search section (schemas/site/search.json) and what the embedded service keys it by. */
export interface SearchSite extends KeyedSite {
  search: { host: string | null; app_id: string; public_key: string | null; index: string };
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
