import { createContext, useContext } from "react";
import type { SearchResults } from "algoliasearch-helper";
import type { IndexUiState } from "instantsearch.js";

/** A facet value as the filters show it: InstantSearch's refinement list item. */
export interface FacetItem {
  value: string;
  label: string;
  count: number;
  isRefined: boolean;
}

/** How a refinement list orders its values: InstantSearch's criteria, or a comparison of two values. */
export type FacetOrder = ("isRefined" | "count:desc" | "name:asc")[] | ((a: { name: string }, b: { name: string }) => number);

/** A range's refinement: each end, or undefined for an open end. */
export type RangeEnds = [min: number | undefined, max: number | undefined];

/**
 * What the search widgets read of the search, and how they change it: react-instantsearch's hooks in the
 * browser (instant-search-source.ts), the loader's results on the server (results-source.ts), so the server
 * renders the page's one pass of markup without InstantSearch and the browser's widgets hydrate it as their
 * own. The hooks of one mount never change, so calling them through the context keeps the rules of hooks.
 */
export interface SearchSource {
  useInstantSearch(options?: { catchError?: boolean }): {
    results: SearchResults | null;
    indexUiState: IndexUiState;
    status: "idle" | "loading" | "stalled" | "error";
    error: Error | undefined;
    setIndexUiState(change: (state: IndexUiState) => IndexUiState): void;
  };
  useSearchBox(): { query: string; refine(query: string): void };
  useSortBy(props: { items: { value: string; label: string }[] }): { currentRefinement: string; refine(value: string): void };
  useRefinementList(props: { attribute: string; limit: number; sortBy?: FacetOrder }): { items: FacetItem[]; refine(value: string): void };
  useRange(props: { attribute: string }): { start: (number | undefined)[]; range: { min?: number; max?: number }; refine(ends: RangeEnds): void };
  usePagination(props: { padding: number }): {
    pages: number[];
    currentRefinement: number;
    nbPages: number;
    isFirstPage: boolean;
    isLastPage: boolean;
    refine(page: number): void;
  };
  useHits<H>(): { items: H[]; results?: SearchResults | null };
}

export const SearchSourceContext = createContext<SearchSource | null>(null);

export function useSearchSource(): SearchSource {
  const source = useContext(SearchSourceContext);
  if (!source) throw new Error("Search widgets must be inside a SearchApp");
  return source;
}
