import { useEffect, useState } from "react";
import { searchClientFor } from "./browser-client.ts";
import type { SearchClientConfig, SearchClientLike } from "../search/search-client-types.ts";
import type { RequestFilterRules } from "./request-filters.ts";

/** One search as a block asks it: any parameters of the protocol (query, filters, facets, hitsPerPage...). */
export type SearchRequest = Record<string, unknown>;

/** The parts of a search result the blocks read. */
export interface SearchResultLike<H = unknown> {
  hits: H[];
  nbHits: number;
  nbPages?: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number }>;
}

/** What a search block's loader hands the browser: how to reach the index, and its first results. */
export interface BlockSearchData<H = unknown> {
  client: SearchClientConfig;
  /** The site's own filters on its searches (a used-only site's filters reach every block too). */
  rules: RequestFilterRules;
  url: string;
  requests: SearchRequest[];
  results: SearchResultLike<H>[];
}

/** Spec §7 and §9: the manufacturer/model and dealership searches cache 10 responses each. */
export const BLOCK_CACHE_SIZE = 10;

/** Runs several searches in one multi-query; one result per request, in order. */
export async function searchAll<H>(client: SearchClientLike, indexName: string, requests: SearchRequest[]): Promise<SearchResultLike<H>[]> {
  const response = await client.search({ requests: requests.map((request) => ({ ...request, indexName })) });
  return response.results as SearchResultLike<H>[];
}

/**
 * A block's own searches: the loader's results first, then new searches whenever the requests change (served
 * from the block's cache of 10 when it can). The previous results stay while the next ones load or fail.
 */
export function useBlockSearch<H>(data: BlockSearchData<H>, cacheName: string, requests: SearchRequest[]) {
  const key = JSON.stringify(requests);
  const [state, setState] = useState({ key: JSON.stringify(data.requests), results: data.results });
  useEffect(() => {
    if (key === state.key) return;
    let current = true;
    const client = searchClientFor(data.client, { pageUrl: data.url, cacheSize: BLOCK_CACHE_SIZE, cacheName, rules: data.rules });
    searchAll<H>(client, data.client.indexName, JSON.parse(key) as SearchRequest[])
      .then((results) => current && setState({ key, results }))
      .catch((error: unknown) => console.error(`${cacheName} search failed`, error));
    return () => {
      current = false;
    };
  }, [key, state.key, data, cacheName]);
  return { results: state.results, loading: state.key !== key };
}
