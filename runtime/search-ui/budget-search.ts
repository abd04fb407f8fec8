import { scopeFilter, type StockScope } from "./stock-scope.ts";
import type { SearchRequest } from "./block-search.ts";

/** Spec §7: the budget search only counts cars priced above 1000. */
export const BUDGET_MIN_PRICE = 1000;

/** How many cars of the scope a budget reaches: priced above 1000 and at most the budget. */
export function budgetRequest(scope: StockScope, maxPrice: number): SearchRequest {
  const filters = [scopeFilter(scope), `price > ${BUDGET_MIN_PRICE}`, `price <= ${Math.floor(maxPrice)}`].filter(Boolean);
  return { query: "", hitsPerPage: 0, filters: filters.join(" AND ") };
}

/** Spec §8: what the budget search says about a count, with the scope word ('Car', 'Used Car'). */
export function budgetMessages(count: number, word: string): { found: string; button: string; disabled: boolean } {
  if (count === 0) return { found: `0 ${word}s Found`, button: `No ${word}s found for this budget`, disabled: true };
  return { found: `${count.toLocaleString("en-AU")} ${word}${count === 1 ? "" : "s"} Found`, button: `View ${word}s`, disabled: false };
}
