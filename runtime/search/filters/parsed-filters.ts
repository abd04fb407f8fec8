import { VersionedLru } from "../query/lru.ts";
import { parseFilters } from "./parse-filters.ts";
import type { FilterExpression } from "./filter-types.ts";

const parsed = new VersionedLru<FilterExpression>(256);

/**
 * `parseFilters` remembering recent strings: a site key's filters and a page's fixed filters arrive with
 * every request. Expressions are never mutated, so sharing them is safe.
 */
export function parsedFilters(input: string): FilterExpression {
  return input.trim() === "" ? [] : parsed.get(0, input, () => parseFilters(input));
}
