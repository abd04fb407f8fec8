import { useHits, useInstantSearch, usePagination, useRange, useRefinementList, useSearchBox, useSortBy } from "react-instantsearch";
import type { SearchSource } from "./search-source.ts";

/** The search widgets' source in the browser: InstantSearch itself. */
export const instantSearchSource: SearchSource = { useHits, useInstantSearch, usePagination, useRange, useRefinementList, useSearchBox, useSortBy };
