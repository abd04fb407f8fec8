import { getUnixTime, startOfMinute, subDays } from "date-fns";

/** The site's used-stock options (search_results.used_stock). */
export interface UsedStockOptions {
  scope: "used-searches" | "every-search";
  sold_within_days: number;
  exclude_stocknums: readonly string[];
  exclude_makes: readonly string[];
}

/**
 * Spec §9 used-stock filters as a `filters` expression: sold cars older than the helper's day count drop out,
 * and the dealer's excluded stock numbers and makes never show. A used-only site (scope every-search) also
 * limits every search to car_type used, as the used-car template does. The cut-off is the start of its minute, so
 * every search in that minute sends the same expression and the search service's result cache can answer a
 * repeat; a car sold just past the window shows for at most that minute longer.
 */
export function usedStockFilters(options: UsedStockOptions, now: Date): string {
  const soldSince = getUnixTime(startOfMinute(subDays(now, options.sold_within_days)));
  return [
    ...(options.scope === "every-search" ? ["car_type:used"] : []),
    `NOT sold_at_timestamp < ${soldSince}`,
    ...options.exclude_stocknums.map((stocknum) => `NOT stocknum:${quote(stocknum)}`),
    ...options.exclude_makes.map((make) => `NOT make:${quote(make)}`),
  ].join(" AND ");
}

function quote(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

type FacetFilters = string | ReadonlyArray<string | readonly string[]>;

/** A search for used stock only: its facet filters hold the single refinement car_type:used. */
export function isUsedOnly(facetFilters: FacetFilters | undefined): boolean {
  if (!Array.isArray(facetFilters)) return false;
  return facetFilters.some((group) => {
    const values = Array.isArray(group) ? group : [group];
    return values.length === 1 && values[0] === "car_type:used";
  });
}
