import { lazy, Suspense, useEffect, useState } from "react";
import { useSearchSource } from "./search-source.ts";
import { searchHeading } from "./search-heading.ts";
import { SearchBox } from "./search-box.tsx";
import { SearchFilters } from "./search-filters.tsx";
import { SearchResultsView } from "./search-results-view.tsx";
import { ShowMeButton } from "./show-me-button.tsx";
import { SortSelect } from "./sort-select.tsx";
import { useSearchSetup } from "./search-setup.ts";
import { searchRegionId } from "./search-region.ts";
import { useLearnNames, useRememberSearches } from "./use-search-effects.ts";

const RecentSearches = lazy(() => import("./recent-searches.tsx"));

export interface SearchPageProps {
  /** The page heading; empty for one that names the search ('Used Toyota Cars'). */
  heading: string;
  layout: "site" | "grid" | "carousel";
  /** Prefix for element ids, unique per block. */
  idPrefix: string;
}

/** The search results page: heading, search box, sort, Show Me, filters and results. */
export function SearchPage({ heading, layout, idPrefix }: SearchPageProps) {
  const setup = useSearchSetup();
  const { indexUiState } = useSearchSource().useInstantSearch();
  const [historyOpen, setHistoryOpen] = useState(false);
  // Marks the page interactive once hydrated (the server's markup works as plain links before that).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useLearnNames();
  useRememberSearches();
  const carousel = layout === "carousel" || (layout === "site" && setup.options.carousel);
  const title = heading || searchHeading(indexUiState.refinementList ?? {}, setup.options.vehicle_noun);
  return (
    <section id={searchRegionId(idPrefix)} className="fc-search fc-container" aria-labelledby={`${idPrefix}-heading`} data-hydrated={hydrated || undefined}>
      <header className="fc-search__header">
        <h1 id={`${idPrefix}-heading`}>{title}</h1>
        <div className="fc-search__tools">
          <SearchBox id={`${idPrefix}-query`} onFocus={() => setHistoryOpen(true)} onBlur={() => setHistoryOpen(false)} />
          {historyOpen && (
            <Suspense fallback={null}>
              <RecentSearches />
            </Suspense>
          )}
          <SortSelect id={`${idPrefix}-sort`} />
        </div>
        {setup.options.show_me_button && <ShowMeButton />}
      </header>
      <div className="fc-search__body">
        {/* The filters and the results each start with a heading (hidden from view), so headings go h1, h2, h3. */}
        <aside className="fc-search__filters" aria-labelledby={`${idPrefix}-filters-heading`}>
          <h2 id={`${idPrefix}-filters-heading`} className="fc-visually-hidden">
            Filters
          </h2>
          <SearchFilters />
        </aside>
        <SearchResultsView carousel={carousel} />
      </div>
    </section>
  );
}
