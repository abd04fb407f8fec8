import { useState } from "react";
import { InstantSearch, InstantSearchSSRProvider } from "react-instantsearch";
import type { PublicSite } from "../client/site-context.tsx";
import type { SearchClientLike } from "../search/site-search-client.ts";
import type { SearchPageData } from "./search-data.ts";
import { SearchPage, type SearchPageProps } from "./search-page.tsx";
import { searchRouting } from "./search-routing.ts";
import { SearchSetupContext, createSearchSetup } from "./search-setup.ts";

interface Props extends SearchPageProps {
  site: PublicSite;
  data: SearchPageData;
  searchClient: SearchClientLike;
  /** On the server: the URL being rendered (the router's location). */
  serverUrl?: string;
}

/**
 * The whole InstantSearch app of the results page, the same tree on the server (for getServerState and the
 * page render) and in the browser (hydrating from the server's results without searching again).
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
          <SearchPage {...page} />
        </SearchSetupContext.Provider>
      </InstantSearch>
    </InstantSearchSSRProvider>
  );
}
