import { useEffect, useState } from "react";
import { Configure, InstantSearch, InstantSearchSSRProvider, useInstantSearchContext } from "react-instantsearch";
import type { PublicSite } from "../ui/site-context.tsx";
import type { SearchClientLike } from "../search/search-client-types.ts";
import type { SearchPageData } from "./search-data.ts";
import { instantSearchSource } from "./instant-search-source.ts";
import { SearchPage, type SearchPageProps } from "./search-page.tsx";
import { pageConfiguration } from "./search-parameters.ts";
import { searchRouting } from "./search-routing.ts";
import { createSearchSetup } from "./search-setup.ts";
import { SearchWidgets } from "./search-widgets.tsx";

interface Props extends SearchPageProps {
  site: PublicSite;
  data: SearchPageData;
  searchClient: SearchClientLike;
  /** Rendered without a browser (the tests holding it to the server's markup): the page's URL, the router's location. */
  serverUrl?: string;
}

/**
 * The whole InstantSearch app of the results page in the browser, hydrating the server's markup (rendered from the
 * same results by server-search-app.tsx) from the server's results without searching again.
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
        <Configure {...pageConfiguration(setup.options)} />
        <SearchWidgets setup={setup} source={instantSearchSource}>
          <SearchPage {...page} />
        </SearchWidgets>
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
