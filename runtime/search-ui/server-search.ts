import { liteClient } from "algoliasearch/lite";
import type { Services, Site } from "../types/index.ts";
import { createInProcessSearchClient } from "../search/in-process-client.ts";
import { applyRequestFilters, siteRequestRules, type SearchClientLike } from "./request-filters.ts";
import type { SearchClientConfig } from "./search-data.ts";
import { searchAll, type BlockSearchData, type SearchRequest } from "./block-search.ts";

/**
 * How a site's search is reached (server side): its configured host, app id and public key, or the embedded
 * service with the site's secured key, which limits it to the site's own dealerships.
 */
export function searchClientConfig(site: Site, services: Pick<Services, "search">): SearchClientConfig {
  const search = site.search;
  return {
    host: search.host,
    appId: search.app_id,
    apiKey: search.public_key ?? services.search.siteSearchKey(site),
    indexName: search.index,
  };
}

/** The client server rendering searches with: the embedded service in-process (no HTTP hop), or the hosted index. */
export function serverSearchClient(config: SearchClientConfig, services: Pick<Services, "search">): SearchClientLike {
  if (config.host === null) return createInProcessSearchClient(services.search, config.apiKey, config.appId);
  const url = new URL(/^https?:\/\//.test(config.host) ? config.host : `https://${config.host}`);
  return liteClient(config.appId, config.apiKey, {
    hosts: [{ url: url.host, accept: "readWrite", protocol: url.protocol === "http:" ? "http" : "https" }],
  });
}

export interface StockOverview {
  /** Every car the key reaches. */
  count: number;
  makes: string[];
  makeModels: string[];
}

/** One cheap query for what the results page needs besides the results: the stock count and the make and model names. */
export async function stockOverview(client: SearchClientLike, indexName: string): Promise<StockOverview> {
  const response = await client.search({
    requests: [{ indexName, query: "", hitsPerPage: 0, facets: ["make", "make_model"], maxValuesPerFacet: 1000 }],
  });
  const result = response.results[0] as { nbHits: number; facets?: Record<string, Record<string, number>> };
  return {
    count: result.nbHits,
    makes: Object.keys(result.facets?.make ?? {}),
    makeModels: Object.keys(result.facets?.make_model ?? {}),
  };
}

/** A search block's loader: the site's search, its requests run in-process, ready for the browser to continue. */
export async function loadBlockSearch<H>(
  ctx: { site: Site; services: Pick<Services, "search">; url: URL },
  requests: SearchRequest[],
): Promise<BlockSearchData<H>> {
  const client = searchClientConfig(ctx.site, ctx.services);
  const rules = siteRequestRules(ctx.site, new Date());
  const results = await searchAll<H>(applyRequestFilters(serverSearchClient(client, ctx.services), rules), client.indexName, requests);
  return { client, rules, url: ctx.url.href, requests, results };
}
