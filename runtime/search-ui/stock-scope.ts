import { vehicleTypeLabel } from "./facet-labels.ts";
import { formatSearchUrl, type SearchUrlContext } from "./search-url.ts";
import { emptySearchRoute, type SearchRoute } from "../rules/search-route.ts";
import { createSlugNames } from "./slug-names.ts";

/** Which stock a search block covers (its `car_type` prop). */
export type StockScope = "all" | "new" | "used" | "demo" | "new-and-demo";

const SCOPE_TYPES: Record<StockScope, string[]> = {
  all: [],
  new: ["new"],
  used: ["used"],
  demo: ["demo"],
  "new-and-demo": ["demo", "new"],
};

/** The scope as a `filters` expression ('' for all stock). */
export function scopeFilter(scope: StockScope): string {
  const types = SCOPE_TYPES[scope];
  if (types.length === 0) return "";
  const conditions = types.map((type) => `car_type:${type}`);
  return conditions.length === 1 ? conditions[0]! : `(${conditions.join(" OR ")})`;
}

/** The scope in the singular, as the budget search's messages use it: 'Car', 'Used Car', 'New & Demo Car'. */
export function scopeWord(scope: StockScope, noun: string): string {
  return vehicleTypeLabel(SCOPE_TYPES[scope], noun).replace(/s$/, "");
}

/** The URL of a results page for this scope plus the given search (outside InstantSearch: blocks link to it). */
export function scopedSearchUrl(site: { dealerships: SearchUrlContext["dealerships"] }, scope: StockScope, change: Partial<SearchRoute> = {}): string {
  const route = { ...emptySearchRoute(), ...change };
  const types = SCOPE_TYPES[scope];
  const refinements = types.length > 0 ? { car_type: [...types], ...route.refinements } : route.refinements;
  const ctx: SearchUrlContext = {
    facets: Object.keys(refinements),
    ranges: Object.keys(route.ranges),
    dealerships: site.dealerships,
    names: createSlugNames(),
  };
  return formatSearchUrl({ ...route, refinements }, ctx);
}
