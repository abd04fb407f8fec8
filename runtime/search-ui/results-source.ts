import algoliasearchHelper from "algoliasearch-helper";
import type { IndexUiState, InitialResults } from "instantsearch.js";
import Paginator from "instantsearch.js/es/connectors/pagination/Paginator.js";
import type { FacetItem, FacetOrder, SearchSource } from "./search-source.ts";

/** InstantSearch's refinement list order when a widget names none (its facetOrdering then applies too). */
const INSTANT_SEARCH_ORDER: FacetOrder = ["isRefined", "count:desc", "name:asc"];

const unchanged = () => {};

/**
 * The search widgets' source on the server: the loader's results, read as InstantSearch's connectors read them
 * once it has hydrated from those results (refinement lists, range statistics, pages, hits), so the server's
 * markup is the markup the browser's widgets render first. Nothing refines: the server renders one pass.
 */
export function resultsSource(loaded: InitialResults[string], indexUiState: IndexUiState): SearchSource {
  const state = loaded.state!;
  const results = new algoliasearchHelper.SearchResults(new algoliasearchHelper.SearchParameters(state), loaded.results!);
  return {
    useInstantSearch: () => ({ results, indexUiState, status: "idle", error: undefined, setIndexUiState: unchanged }),
    useSearchBox: () => ({ query: state.query || "", refine: unchanged }),
    useSortBy: () => ({ currentRefinement: state.index!, refine: unchanged }),
    useRefinementList({ attribute, limit, sortBy = INSTANT_SEARCH_ORDER }) {
      const values = results.getFacetValues(attribute, { sortBy, facetOrdering: sortBy === INSTANT_SEARCH_ORDER });
      const items: FacetItem[] = (Array.isArray(values) ? values : [])
        .slice(0, limit)
        .map(({ name, escapedValue, count, isRefined }) => ({ value: escapedValue, label: name, count, isRefined }));
      return { items, refine: unchanged };
    },
    useRange({ attribute }) {
      const stats = results.disjunctiveFacets.find((facet) => facet.name === attribute)?.stats;
      // InstantSearch's range connector at precision 0: the statistics widened to whole numbers, 0 without them.
      const min = Number.isFinite(stats?.min) ? stats!.min : 0;
      const max = Number.isFinite(stats?.max) ? stats!.max : 0;
      const end = (operator: ">=" | "<=", open: number) => {
        const value = state.numericRefinements?.[attribute]?.[operator]?.[0];
        return typeof value === "number" && Number.isFinite(value) ? value : open;
      };
      return {
        start: [end(">=", -Infinity), end("<=", Infinity)],
        range: { min: min ? Math.floor(min) : min, max: max ? Math.ceil(max) : max },
        refine: unchanged,
      };
    },
    usePagination({ padding }) {
      const page = state.page || 0;
      const nbPages = results.nbPages;
      const pager = new Paginator({ currentPage: page, total: nbPages, padding });
      return {
        pages: pager.pages(),
        currentRefinement: page,
        nbPages,
        isFirstPage: pager.isFirstPage(),
        isLastPage: pager.isLastPage(),
        refine: unchanged,
      };
    },
    useHits<H>() {
      return { items: results.hits as H[], results };
    },
  };
}
