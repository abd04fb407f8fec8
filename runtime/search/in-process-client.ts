import type { SearchClient } from "algoliasearch";
import type { SearchService } from "./service/search-service.ts";
import type { MultiQueryResponse } from "./service/multi-query.ts";

/** The part of the algoliasearch v5 client InstantSearch and server code call. */
export type InProcessSearchClient = Pick<
  SearchClient,
  "appId" | "search" | "searchForHits" | "searchForFacets" | "searchSingleIndex" | "searchForFacetValues"
>;

/** Errors shaped like the real client's ApiError, so callers handle both alike. */
function apiError(error: unknown): never {
  if (error instanceof Error && "status" in error) {
    throw Object.assign(new Error(error.message), { name: "ApiError", status: error.status });
  }
  throw error;
}

/**
 * A search client for server rendering that calls the service directly: the same key checks, parsing, engine,
 * limits and result cache as `POST /1/indexes/*\/queries`, minus the HTTP hop. A page's searches repeat from
 * view to view, so the cache answers them until the stock changes; each call parses the cached JSON afresh, so
 * no two callers share (and could change) one answer's objects. Legacy array calls (`search([{indexName,
 * params}])`, as the InstantSearch helper makes them) and `{requests}` calls are both accepted.
 */
export function createInProcessSearchClient(service: SearchService, apiKey: string, appId = "forecourt"): InProcessSearchClient {
  const multi = async (params: unknown) => {
    const body = Array.isArray(params) ? { requests: params } : params;
    const json = await service.searchJson(JSON.stringify(body) ?? "", apiKey).catch(apiError);
    return JSON.parse(json) as MultiQueryResponse;
  };
  const single = async (entry: Record<string, unknown>) => (await multi({ requests: [entry] })).results[0];
  return {
    appId,
    search: multi as InProcessSearchClient["search"],
    searchForHits: multi as InProcessSearchClient["searchForHits"],
    searchForFacets: multi as InProcessSearchClient["searchForFacets"],
    searchSingleIndex: (({ indexName, searchParams }) =>
      single({ ...(searchParams as object | undefined), indexName })) as InProcessSearchClient["searchSingleIndex"],
    searchForFacetValues: (({ indexName, facetName, searchForFacetValuesRequest }) =>
      single({ ...searchForFacetValuesRequest, indexName, type: "facet", facet: facetName })) as InProcessSearchClient["searchForFacetValues"],
  };
}
