import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useSite } from "../../runtime/kit/ui.ts";
import { type SearchPageData, useSearchMountKey } from "../../runtime/kit/search.ts";
import { PAGE_RENDER_CLIENT, searchClientFor, SearchApp } from "../../runtime/kit/search-app.ts";
import "../../runtime/kit/search-ui.css";
import type { SearchResultsProps } from "./props.gen.ts";

/** Spec §7 leaves the main listing's cache size to settings; a shopper rarely goes back further than this. */
const RESULTS_CACHE_SIZE = 50;

export default function SearchResults({ props, data, blockId }: BlockComponentProps<SearchResultsProps, SearchPageData>) {
  const site = useSite();
  const key = useSearchMountKey();
  const onServer = typeof window === "undefined";
  const searchClient = onServer
    ? PAGE_RENDER_CLIENT
    : searchClientFor(data.client, { pageUrl: data.url, cacheSize: RESULTS_CACHE_SIZE, rules: data.rules });
  return (
    <SearchApp
      key={key}
      site={site}
      data={data}
      searchClient={searchClient}
      serverUrl={onServer ? data.url : undefined}
      heading={props.heading}
      layout={props.layout}
      idPrefix={blockId}
    />
  );
}
