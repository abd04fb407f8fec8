import type { SearchClient } from "algoliasearch";
import { LRUCache } from "lru-cache";
import { freezeDeep, keepJsonText } from "../http/kept-json.ts";
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
 * no two callers share (and could change) one answer's objects, unless the client is made `shared`: its answers
 * are frozen, and one text is parsed once for every caller (sharedAnswer). Legacy array calls (`search([{indexName,
 * params}])`, as the InstantSearch helper makes them) and `{requests}` calls are both accepted.
 */
export function createInProcessSearchClient(service: SearchService, apiKey: string, appId = "forecourt", options: { shared?: boolean } = {}): InProcessSearchClient {
  const read = options.shared ? sharedAnswer : (json: string) => JSON.parse(json) as MultiQueryResponse;
  const multi = async (params: unknown) => {
    const body = Array.isArray(params) ? { requests: params } : params;
    return read(await service.searchJson(JSON.stringify(body) ?? "", apiKey).catch(apiError));
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

/**
 * Answers read before, by their text: the service answers a request it has answered since the last stock change
 * with the very text it sent then, so a page's repeated searches are read once. Frozen, as every caller has them.
 */
const sharedAnswers = new LRUCache<string, MultiQueryResponse>({ max: 64, maxSize: 16 * 2 ** 20, sizeCalculation: (_answer, json) => json.length * 2 });

function sharedAnswer(json: string): MultiQueryResponse {
  let answer = sharedAnswers.get(json);
  if (!answer) sharedAnswers.set(json, (answer = readShared(json)));
  return answer;
}

const RESULTS_START = '{"results":';

/**
 * An answer frozen, its results kept with their JSON as the service wrote it (`{"results":[...]}`), so a page
 * payload holding them (the results page's server state) copies that text rather than writing them again.
 */
function readShared(json: string): MultiQueryResponse {
  const answer = JSON.parse(json) as MultiQueryResponse;
  if (json.startsWith(RESULTS_START) && json.endsWith("}") && Object.keys(answer).length === 1) {
    keepJsonText(answer.results, json.slice(RESULTS_START.length, -1));
  }
  return freezeDeep(answer);
}
