import algoliasearchHelper, { type PlainSearchParameters } from "algoliasearch-helper";
import { LRUCache } from "lru-cache";
import type { InitialResults } from "instantsearch.js";
import type { InstantSearchServerState } from "react-instantsearch";
import type { SearchRoute } from "../rules/search-route.ts";
import type { SearchClientLike } from "../search/search-client-types.ts";
import { searchParameters } from "./search-parameters.ts";
import type { SearchOptions } from "./search-setup.ts";
import { keepReading } from "./results-reading.ts";

/**
 * The results page's first results, searched straight from the URL's state (one multi-query: the page and one
 * per refined facet, as InstantSearch asks them), handed to InstantSearch as its initial results: the server
 * renders the page once, with the URL's own page of cars, and the browser hydrates without searching again.
 */
export async function searchInitialResults(
  client: SearchClientLike,
  route: SearchRoute,
  setup: { indexName: string; options: SearchOptions },
): Promise<InstantSearchServerState> {
  const state = searchParameters(route, setup);
  const key = JSON.stringify(state);
  const known = requestsByState.get(key);
  if (known !== undefined) {
    const requests = JSON.parse(known) as SearchRequests;
    // The helper's answer is the client's, as it came: its SearchResults reads the disjunctive facets (the only
    // kind a results page asks) into objects of its own.
    const { results } = await client.search(requests);
    return initialResults(setup.indexName, state, results, requests);
  }
  // The requests as sent, so the browser's client can answer the same requests from its cache.
  let sent: SearchRequests = [];
  const recording = {
    search(requests: SearchRequests) {
      sent = requests;
      requestsByState.set(key, JSON.stringify(requests));
      return client.search(requests);
    },
  };
  // The helper is made with the state, so it searches with it as it is: no options to merge into it again.
  const helper = algoliasearchHelper(recording as never, state.index!, state);
  const { content } = await helper.searchOnce({});
  const serverState = initialResults(setup.indexName, state, content._rawResults, sent);
  keepReading(serverState.initialResults[setup.indexName]!, content);
  return serverState;
}

type SearchRequests = Array<{ indexName: string; params: Record<string, unknown> }>;

/**
 * The helper's requests for a state, kept as JSON text by the state's: they depend on the state alone, and a
 * site's results pages ask the same few states again and again, each costing the helper as much to write as
 * the search service takes to answer from its cache.
 */
const requestsByState = new LRUCache<string, string>({ max: 256 });

function initialResults(indexName: string, state: PlainSearchParameters, results: unknown, requests: SearchRequests): InstantSearchServerState {
  const requestParams = requests.map((request) => request.params) as InitialResults[string]["requestParams"];
  return { initialResults: { [indexName]: { state, results: results as InitialResults[string]["results"], requestParams } } };
}
