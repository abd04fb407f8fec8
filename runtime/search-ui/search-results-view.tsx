import { useEffect } from "react";
import { useSearchSource } from "./search-source.ts";
import type { CarHit } from "./car-hit.ts";
import { EmptyState } from "./empty-state.tsx";
import { Pagination } from "./pagination.tsx";
import { ResultsList } from "./results-list.tsx";
import { resultSlots } from "./result-slots.ts";
import { useSearchSetup } from "./search-setup.ts";

interface Props {
  carousel: boolean;
}

/**
 * The results: cards (with sold runs collapsed and promos placed), pagination, or the empty state. While a
 * search runs, and after one fails, the last results stay on screen (spec §4).
 */
export function SearchResultsView({ carousel }: Props) {
  const { useHits, useInstantSearch } = useSearchSource();
  const { items, results } = useHits<CarHit>();
  // Catching the error keeps the last results on screen instead of throwing out of the page.
  const { status, indexUiState, error } = useInstantSearch({ catchError: true });
  useEffect(() => {
    if (error) console.error("Search failed; the last results stay on screen", error);
  }, [error]);
  const setup = useSearchSetup();
  const waitingForFirstResults = !results || (results as { __isArtificial?: boolean }).__isArtificial === true;
  const busy = status === "loading" || status === "stalled";
  const scrollToResults = () => document.getElementById(setup.resultsId)?.scrollIntoView({ block: "start" });

  let body;
  if (waitingForFirstResults) {
    body = <p className="fc-results__loading">Loading vehicles…</p>;
  } else if (items.length === 0) {
    body = <EmptyState searched={Boolean(indexUiState.query)} />;
  } else {
    const slots = resultSlots(items, {
      collapseSold: setup.options.collapse_sold,
      promos: setup.options.promo_cards,
      promoExtras: setup.promoExtras,
      now: setup.now,
    });
    body = <ResultsList slots={slots} card={setup.card} carousel={carousel} />;
  }
  return (
    <div id={setup.resultsId} className="fc-results" role="region" tabIndex={-1} aria-busy={busy} aria-labelledby={`${setup.resultsId}-heading`}>
      <h2 id={`${setup.resultsId}-heading`} className="fc-visually-hidden">
        Search results
      </h2>
      {body}
      {/* Mounted from the first render, so the URL's page is part of the very first search. */}
      <Pagination onPage={scrollToResults} />
    </div>
  );
}
