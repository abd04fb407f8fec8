import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useSite } from "../../runtime/kit/ui.ts";
import { scopedSearchUrl } from "../../runtime/kit/search.ts";
import { RecentSearchLinks, useRecentSearches } from "../../runtime/kit/shopper-lists.ts";
import "../../runtime/kit/search-ui.css";
import type { DirectorySearchProps } from "./props.gen.ts";

export default function DirectorySearch({ props, blockId }: BlockComponentProps<DirectorySearchProps>) {
  const site = useSite();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const recent = useRecentSearches(site.features.store_searches && props.show_recent);

  const action = scopedSearchUrl(site, props.car_type);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(scopedSearchUrl(site, props.car_type, { query: query.trim() }));
  };
  const headingId = `${blockId}-heading`;
  const inputId = `${blockId}-query`;
  const className = props.variant === "sidebar" ? "fc-directory fc-directory--sidebar" : "fc-search-block fc-container";
  return (
    <section className={className} aria-labelledby={props.heading ? headingId : undefined}>
      {props.heading && <h2 id={headingId}>{props.heading}</h2>}
      <form className="fc-directory-search" role="search" method="get" action={action} onSubmit={submit}>
        <label className="fc-visually-hidden" htmlFor={inputId}>
          Search vehicles
        </label>
        <input
          id={inputId}
          type="search"
          name="query"
          value={query}
          placeholder="Search by make, model or keyword"
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="fc-button fc-button--primary">
          Search
        </button>
      </form>
      {recent.length > 0 && (
        <nav aria-label="Recent searches">
          <h3>Recent searches</h3>
          <RecentSearchLinks searches={recent} />
        </nav>
      )}
    </section>
  );
}
