import { assertIndexAllowed, type Access } from "../keys/access.ts";
import { parsedFilters } from "../filters/parsed-filters.ts";
import { parseFacetFilters, parseNumericFilters, parseTagFilters } from "../filters/parse-filter-arrays.ts";
import { encodeParamsString, readRequest } from "../params/read-request.ts";
import { readSearchParams } from "../params/search-params.ts";
import { indexSort } from "../replicas.ts";
import { SearchError } from "../search-error.ts";
import { checkFilterConditions, checkPagination } from "../params/limits.ts";
import type { FilterExpression } from "../filters/filter-types.ts";
import type { ResolvedRequest } from "../query/search-engine.ts";

export interface ResolvedEntry {
  request: ResolvedRequest;
  /** Set for a searchable-facet-values request. */
  facet: string | null;
}

/**
 * One entry of a multi-query, checked and typed: the key may use its index, the index exists, the key's
 * fixed parameters override the request's, and the key's filters are ANDed with the request's.
 */
export function resolveRequest(entry: unknown, position: number, access: Access, primary: string): ResolvedEntry {
  const raw = readRequest(entry, position);
  assertIndexAllowed(access, raw.indexName);
  const sort = indexSort(primary, raw.indexName);
  if (!sort) throw new SearchError(404, "Index does not exist");
  const params = readSearchParams({ ...raw.params, ...access.fixedParams });
  checkPagination(params.offset ?? params.page * params.hitsPerPage, params.offset === null ? params.hitsPerPage : (params.length ?? params.hitsPerPage));
  const arrays: FilterExpression = [
    ...(params.facetFilters ? parseFacetFilters(params.facetFilters) : []),
    ...(params.numericFilters ? parseNumericFilters(params.numericFilters) : []),
    ...(params.tagFilters ? parseTagFilters(params.tagFilters) : []),
  ];
  checkFilterConditions(arrays.reduce((count, group) => count + group.length, 0));
  const filters: FilterExpression = [...parsedFilters(params.filters), ...arrays, ...access.filters.flatMap(parsedFilters)];
  return {
    request: { indexName: raw.indexName, sort, params, paramsString: encodeParamsString(raw.params), filters },
    facet: raw.type === "facet" ? raw.facet : null,
  };
}
