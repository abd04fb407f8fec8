import type { MouseEvent } from "react";
import { useClearAll } from "./use-clear-all.ts";

/** Spec §2 empty results: the listing's and the text search's wording, each with a way out. */
export function EmptyState({ searched }: { searched: boolean }) {
  const clearAll = useClearAll();
  const clear = (event: MouseEvent) => {
    event.preventDefault();
    clearAll.clear();
  };
  if (searched) {
    return (
      <div className="fc-empty" role="status">
        <p>No results found for your search at this time. Please try adjusting the filters for more results.</p>
        <p className="fc-empty__actions">
          <a className="fc-button fc-button--primary" href={clearAll.href} onClick={clear}>
            Clear Filters
          </a>
          <a className="fc-button fc-button--secondary" href="/special-offers">
            View Special Offers
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="fc-empty" role="status">
      <h2>No Results Available</h2>
      <p className="fc-empty__actions">
        <a className="fc-button fc-button--primary" href={clearAll.href} onClick={clear}>
          Clear Filters
        </a>
      </p>
    </div>
  );
}
