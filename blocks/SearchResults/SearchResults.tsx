import type { FormEvent } from "react";
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
    <>
      {props.save_search && <SaveSearch pageUrl={data.url} />}
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
    </>
  );
}

/**
 * 'Save this search': posts the results' URL (as the browser shows it now, the filters changed since the page
 * loaded included; without JavaScript, the page's own URL) to the shopper's saved searches.
 */
function SaveSearch({ pageUrl }: { pageUrl: string }) {
  const url = new URL(pageUrl);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    (event.currentTarget.elements.namedItem("url") as HTMLInputElement).value = `${window.location.pathname}${window.location.search}`;
  };
  return (
    <form method="post" action="/api/saved-searches" className="fc-save-search fc-container" onSubmit={onSubmit}>
      <input type="hidden" name="url" value={`${url.pathname}${url.search}`} />
      <button type="submit" className="fc-button fc-button--secondary">
        Save this search
      </button>
    </form>
  );
}
