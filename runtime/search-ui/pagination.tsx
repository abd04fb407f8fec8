import type { MouseEvent } from "react";
import { useSearchSource } from "./search-source.ts";
import { useSearchRoute } from "./use-search-route.ts";

/** Page links (spec §9: 21 cars a page); real links, so paging works without JavaScript. */
export function Pagination({ onPage }: { onPage?: () => void }) {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine } = useSearchSource().usePagination({ padding: 2 });
  const { pageHref } = useSearchRoute();
  // InstantSearch counts pages from 0, the URL from 1.
  const createURL = (page: number) => pageHref(page + 1);
  if (nbPages <= 1) return null;
  const go = (page: number) => (event: MouseEvent) => {
    event.preventDefault();
    refine(page);
    onPage?.();
  };
  return (
    <nav className="fc-pagination" aria-label="Pages of results">
      <ul>
        <li>
          {isFirstPage ? (
            <span aria-disabled="true">Previous</span>
          ) : (
            <a href={createURL(currentRefinement - 1)} rel="prev" onClick={go(currentRefinement - 1)}>
              Previous
            </a>
          )}
        </li>
        {pages.map((page) => (
          <li key={page}>
            <a
              href={createURL(page)}
              aria-current={page === currentRefinement ? "page" : undefined}
              aria-label={`Page ${page + 1}`}
              onClick={go(page)}
            >
              {page + 1}
            </a>
          </li>
        ))}
        <li>
          {isLastPage ? (
            <span aria-disabled="true">Next</span>
          ) : (
            <a href={createURL(currentRefinement + 1)} rel="next" onClick={go(currentRefinement + 1)}>
              Next
            </a>
          )}
        </li>
      </ul>
    </nav>
  );
}
