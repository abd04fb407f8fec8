import type { FormEvent } from "react";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import type { SearchPageData } from "../../runtime/kit/search.ts";
import { LazySearchApp } from "../../runtime/kit/search-app.ts";
import "../../runtime/kit/search-ui.css";
import type { SearchResultsProps } from "./props.gen.ts";

export default function SearchResults({ props, data, blockId }: BlockComponentProps<SearchResultsProps, SearchPageData>) {
  return (
    <>
      {props.save_search && <SaveSearch pageUrl={data.url} />}
      <LazySearchApp data={data} heading={props.heading} layout={props.layout} idPrefix={blockId} />
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
