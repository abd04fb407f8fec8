import { useEffect, useState } from "react";
import { InstantSearch, InstantSearchSSRProvider, useInstantSearchContext } from "react-instantsearch";
import type { PublicSite } from "../ui/site-context.tsx";
import type { SearchClientLike } from "../search/search-client-types.ts";
import type { SearchPageData } from "./search-data.ts";
import { SearchPage, type SearchPageProps } from "./search-page.tsx";
import { searchRouting } from "./search-routing.ts";
import { SearchSetupContext, createSearchSetup } from "./search-setup.ts";
import { SearchRouteProvider } from "./use-search-route.ts";

interface Props extends SearchPageProps {
  site: PublicSite;
  data: SearchPageData;
  searchClient: SearchClientLike;
  /** On the server: the URL being rendered (the router's location). */
  serverUrl?: string;
}

/**
 * The whole InstantSearch app of the results page, the same tree on the server (rendered once, from the loader's
 * results) and in the browser (hydrating from the server's results without searching again).
 */
export function SearchApp({ site, data, searchClient, serverUrl, ...page }: Props) {
  // Set up once per mount: InstantSearch cannot change its routing later, and later page data is for a remount.
  const [setup] = useState(() => createSearchSetup(site, data, `${page.idPrefix}-results`));
  const [routing] = useState(() => searchRouting(setup.indexName, setup.url, serverUrl));
  const [serverState] = useState(() => data.serverState);
  return (
    <InstantSearchSSRProvider {...(serverState ?? {})}>
      <InstantSearch
        searchClient={searchClient as never}
        indexName={setup.indexName}
        routing={routing}
        insights={false}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        <SearchSetupContext.Provider value={setup}>
          <SearchRouteProvider>
            <SearchPage {...page} />
          </SearchRouteProvider>
        </SearchSetupContext.Provider>
        <DisposeWhenGone />
      </InstantSearch>
    </InstantSearchSSRProvider>
  );
}

/**
 * Disposes the search once its page is gone (a shopper opened a car). react-instantsearch keeps an instance
 * that hydrated from server state alive after unmounting; its router would then write the search's URL over
 * the next page's, and go on answering back and forward. Deferred, as react-instantsearch defers its own, so
 * every widget has unmounted first.
 */
function DisposeWhenGone() {
  const search = useInstantSearchContext();
  useEffect(() => () => void setTimeout(() => search.started && search.dispose()), [search]);
  return null;
}
