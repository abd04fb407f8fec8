import type { Services, Site } from "../types/index.ts";
import { searchClientConfig, serverSearchClient } from "../search/site-search-client.ts";
import type { SearchClientLike } from "../search/search-client-types.ts";
import { applyRequestFilters, siteRequestRules } from "./request-filters.ts";
import { searchAll, type BlockSearchData, type SearchRequest } from "./block-search.ts";

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
  const client = searchClientConfig(ctx.site, ctx.services.search);
  const rules = siteRequestRules(ctx.site, new Date());
  const results = await searchAll<H>(applyRequestFilters(serverSearchClient(client, ctx.services.search), rules), client.indexName, requests);
  return { client, rules, url: ctx.url.href, requests, results };
}
