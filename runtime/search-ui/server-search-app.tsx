import { useSite } from "../ui/site-context.tsx";
import { resultsSource } from "./results-source.ts";
import { SearchPage } from "./search-page.tsx";
import type { SearchResultsAppProps } from "./search-results-app.tsx";
import { createSearchSetup } from "./search-setup.ts";
import { parseSearchUrl } from "./search-url.ts";
import { SearchWidgets } from "./search-widgets.tsx";
import { routeToState } from "./state-mapping.ts";

/**
 * The results page as the server renders it: the search page's widgets read the loader's results directly, in one
 * pass, without InstantSearch (its hooks cost as much as the rest of the page). The browser's InstantSearch app
 * (search-results-app.tsx) hydrates this markup as its own, from the same results and the same URL.
 */
export default function ServerSearchApp({ data, ...page }: SearchResultsAppProps) {
  const setup = createSearchSetup(useSite(), data, `${page.idPrefix}-results`);
  const url = new URL(data.url);
  const route = parseSearchUrl(url.pathname, url.search, setup.url);
  const initial = data.serverState?.initialResults[setup.indexName];
  // Without results (the server's search failed) InstantSearch renders nothing until the browser has searched.
  if (!initial?.results) return null;
  const source = resultsSource(initial, routeToState(route, setup.indexName)[setup.indexName]!);
  return (
    <SearchWidgets setup={setup} source={source}>
      <SearchPage {...page} />
    </SearchWidgets>
  );
}
