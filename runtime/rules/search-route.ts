/**
 * A search as its URL describes it (spec §2): facet refinements by attribute, ranges as "min:max"
 * (open ends allowed: ":30000"), a 1-based page and the spec's sort name.
 */
export interface SearchRoute {
  query: string;
  page: number;
  /** A spec sort name such as `lowestPrice`; null for the default ranking. */
  sortBy: string | null;
  refinements: Record<string, string[]>;
  ranges: Record<string, string>;
}

/** Facets a search path can carry: `/search/used-cars`, `/search/toyota/corolla`, `/search/{dealership_slug}`. */
export const PATH_FACETS = {
  carType: "car_type",
  make: "make",
  makeModel: "make_model",
  dealership: "dealership_name",
} as const;

export const DEFAULT_SEARCH_PATH = "/search/new-used-and-demo-cars";

/** Stock-type path segments and the car types each one means; the default path means every type. */
export const TYPE_PATHS: ReadonlyArray<readonly [segment: string, carTypes: readonly string[]]> = [
  ["new-cars", ["new"]],
  ["used-cars", ["used"]],
  ["demo-cars", ["demo"]],
  ["new-and-demo-cars", ["demo", "new"]],
  ["new-used-and-demo-cars", []],
];

export function emptySearchRoute(): SearchRoute {
  return { query: "", page: 1, sortBy: null, refinements: {}, ranges: {} };
}

const RANGE_VALUE = /^(-?\d+(\.\d+)?)?:(-?\d+(\.\d+)?)?$/;

/** "min:max" with at least one end given. */
export function isRangeValue(value: string): boolean {
  return RANGE_VALUE.test(value) && value !== ":";
}
