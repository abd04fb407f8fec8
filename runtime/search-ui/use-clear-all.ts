import { useSearchSource } from "./search-source.ts";
import { emptySearchRoute } from "../rules/search-route.ts";
import { useSearchRoute } from "./use-search-route.ts";

/**
 * Clear Filters: every refinement and the search text go, back to the whole listing; the sort stays. Built on
 * the search's state rather than the clear-refinements connector, which skips refinements the results do not
 * list (a path make with no stock is exactly the case an empty page needs to clear).
 */
export function useClearAll(): { canClear: boolean; clear(): void; href: string } {
  const { setIndexUiState } = useSearchSource().useInstantSearch();
  const { route, hrefOf } = useSearchRoute();
  const canClear = route.query !== "" || Object.keys(route.refinements).length > 0 || Object.keys(route.ranges).length > 0;
  return {
    canClear,
    clear: () =>
      setIndexUiState((state) => ({
        ...(state.sortBy ? { sortBy: state.sortBy } : {}),
        ...(state.configure ? { configure: state.configure } : {}),
      })),
    href: hrefOf({ ...emptySearchRoute(), sortBy: route.sortBy }),
  };
}
