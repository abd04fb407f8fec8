import { renderToString } from "react-dom/server";
import { getServerState, type InstantSearchServerState } from "react-instantsearch";
import { SiteContext, type PublicSite } from "../ui/site-context.tsx";
import type { SearchClientLike } from "../search/search-client-types.ts";
import type { SearchPageData } from "./search-data.ts";
import { SearchApp } from "./search-app.tsx";
import type { SearchPageProps } from "./search-page.tsx";

/**
 * Runs the results page's searches on the server (getServerState renders the same tree to find its widgets),
 * so the page arrives with results and the browser hydrates without searching again.
 */
export function searchServerState(options: {
  site: PublicSite;
  data: SearchPageData;
  searchClient: SearchClientLike;
  page: SearchPageProps;
}): Promise<InstantSearchServerState> {
  const { site, data, searchClient, page } = options;
  return getServerState(
    <SiteContext.Provider value={site}>
      <SearchApp site={site} data={{ ...data, serverState: null }} searchClient={searchClient} serverUrl={data.url} {...page} />
    </SiteContext.Provider>,
    { renderToString },
  );
}
