import algoliasearchHelper from "algoliasearch-helper";
import type { InitialResults } from "instantsearch.js";
import type { InstantSearchServerState } from "react-instantsearch";
import type { SearchRoute } from "../rules/search-route.ts";
import type { SearchClientLike } from "../search/search-client-types.ts";
import { searchParameters } from "./search-parameters.ts";
import type { SearchOptions } from "./search-setup.ts";

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
  // The requests as sent, so the browser's client can answer the same requests from its cache.
  let requestParams: InitialResults[string]["requestParams"] = [];
  const recording = {
    search(requests: Array<{ params: Record<string, unknown> }>) {
      requestParams = requests.map((request) => request.params);
      return client.search(requests);
    },
  };
  // The helper is made with the state, so it searches with it as it is: no options to merge into it again.
  const helper = algoliasearchHelper(recording as never, state.index!, state);
  const { content } = await helper.searchOnce({});
  return { initialResults: { [setup.indexName]: { state, results: content._rawResults, requestParams } } };
}
