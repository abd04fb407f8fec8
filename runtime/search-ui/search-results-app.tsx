import { useSite } from "../ui/site-context.tsx";
import { searchClientFor } from "./browser-client.ts";
import { SearchApp } from "./search-app.tsx";
import type { SearchPageData } from "./search-data.ts";
import type { SearchPageProps } from "./search-page.tsx";
import { useSearchMountKey } from "./use-search-mount-key.ts";

/** Spec §7 leaves the main listing's cache size to settings; a shopper rarely goes back further than this. */
const RESULTS_CACHE_SIZE = 50;

export interface SearchResultsAppProps extends SearchPageProps {
  data: SearchPageData;
}

/**
 * The results page's search in the browser, with the site's search host as its client (the server renders the page
 * from its loader's results: server-search-app.tsx). A chunk of its own (see lazy-search-app.tsx):
 * react-instantsearch and algoliasearch with it.
 */
export default function SearchResultsApp({ data, ...page }: SearchResultsAppProps) {
  const site = useSite();
  const key = useSearchMountKey();
  const searchClient = searchClientFor(data.client, { pageUrl: data.url, cacheSize: RESULTS_CACHE_SIZE, rules: data.rules });
  return <SearchApp key={key} site={site} data={data} searchClient={searchClient} {...page} />;
}
