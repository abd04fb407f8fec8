import algoliasearchHelper, { type SearchResults } from "algoliasearch-helper";
import type { IndexUiState, InitialResults } from "instantsearch.js";
import Paginator from "instantsearch.js/es/connectors/pagination/Paginator.js";
import type { FacetItem, FacetOrder, SearchSource } from "./search-source.ts";

/** InstantSearch's refinement list order when a widget names none (its facetOrdering then applies too). */
const INSTANT_SEARCH_ORDER: FacetOrder = ["isRefined", "count:desc", "name:asc"];

const unchanged = () => {};

/** The loader's results of one search: its state and the answers to its requests. */
type LoadedResults = InitialResults[string];

/** What the widgets read of some loaded results: the helper's reading of them, and each refinement list's values. */
interface Reading {
  results: SearchResults;
  lists: Map<FacetOrder, Map<string, FacetItem[]>>;
}

/**
 * Readings by the loaded results they read: the loader shares one search's results between page views until the
 * stock changes (frozen), and reading them is the same work for every view, so it is done once for all of them.
 */
const readings = new WeakMap<LoadedResults, Reading>();

function readingOf(loaded: LoadedResults): Reading {
  let reading = readings.get(loaded);
  if (!reading) {
    // The helper writes the numbers it reads back into the state it is given, and the loader's is shared: a copy.
    const parameters = new algoliasearchHelper.SearchParameters(structuredClone(loaded.state));
    reading = { results: new algoliasearchHelper.SearchResults(parameters, loaded.results!), lists: new Map() };
    readings.set(loaded, reading);
  }
  return reading;
}

/**
 * The search widgets' source on the server: the loader's results, read as InstantSearch's connectors read them
 * once it has hydrated from those results (refinement lists, range statistics, pages, hits), so the server's
 * markup is the markup the browser's widgets render first. Nothing refines: the server renders one pass.
 */
export function resultsSource(loaded: LoadedResults, indexUiState: IndexUiState): SearchSource {
  const state = loaded.state!;
  const { results, lists } = readingOf(loaded);
  return {
    useInstantSearch: () => ({ results, indexUiState, status: "idle", error: undefined, setIndexUiState: unchanged }),
    useSearchBox: () => ({ query: state.query || "", refine: unchanged }),
    useSortBy: () => ({ currentRefinement: state.index!, refine: unchanged }),
    useRefinementList({ attribute, limit, sortBy = INSTANT_SEARCH_ORDER }) {
      let byOrder = lists.get(sortBy);
      if (!byOrder) lists.set(sortBy, (byOrder = new Map()));
      const key = `${limit} ${attribute}`;
      let items = byOrder.get(key);
      if (!items) byOrder.set(key, (items = facetItems(results, attribute, limit, sortBy)));
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

/** A refinement list's values, as InstantSearch's connector gives them: frozen, as every view of the results shares them. */
function facetItems(results: SearchResults, attribute: string, limit: number, sortBy: FacetOrder): FacetItem[] {
  const values = results.getFacetValues(attribute, { sortBy, facetOrdering: sortBy === INSTANT_SEARCH_ORDER });
  const items = (Array.isArray(values) ? values : [])
    .slice(0, limit)
    .map(({ name, escapedValue, count, isRefined }) => Object.freeze({ value: escapedValue, label: name, count, isRefined }));
  return Object.freeze(items) as FacetItem[];
}
