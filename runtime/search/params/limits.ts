import { SearchError } from "../search-error.ts";

/**
 * Bounds on one search request, as the hosted service bounds them (Algolia's where it documents one), so no
 * request can ask for unbounded work or an unbounded answer. Each refusal is a 400 naming the limit.
 */
export const LIMITS = {
  /** Query text, in UTF-8 bytes (Algolia's 512). */
  queryBytes: 512,
  queryWords: 32,
  /** A request body, in UTF-8 bytes (the server's own body limit is higher). */
  bodyBytes: 128 * 1024,
  /** How deep a request body's JSON may nest. */
  bodyDepth: 16,
  queriesPerCall: 50,
  hitsPerPage: 1000,
  /** Only the first this many hits can be paged to (Algolia's default paginationLimitedTo). */
  paginationLimitedTo: 1000,
  /** The `filters` string, in characters. */
  filtersLength: 4096,
  /** Parentheses in `filters`, nested. */
  filterDepth: 8,
  /** Conditions of one request's facetFilters, numericFilters and tagFilters together. */
  filterConditions: 512,
  facets: 100,
  maxValuesPerFacet: 1000,
  /** One answer, in UTF-8 bytes. */
  answerBytes: 8 * 2 ** 20,
} as const;

const limitError = (message: string) => new SearchError(400, message);

export function checkQuery(query: string, words: number): void {
  if (Buffer.byteLength(query) > LIMITS.queryBytes) throw limitError(`query is longer than the limit of ${LIMITS.queryBytes} bytes`);
  if (words > LIMITS.queryWords) throw limitError(`query has more words than the limit of ${LIMITS.queryWords}`);
}

/** The first hit a request asks for must lie within the hits that can be paged to. */
export function checkPagination(start: number, length: number): void {
  if (length > 0 && start >= LIMITS.paginationLimitedTo) {
    throw limitError(`page * hitsPerPage (or offset) is past the pagination limit of the first ${LIMITS.paginationLimitedTo} hits`);
  }
}

export function checkFacetCount(count: number): void {
  if (count > LIMITS.facets) throw limitError(`facets names more facets than the limit of ${LIMITS.facets}`);
}

export function checkFiltersLength(filters: string): void {
  if (filters.length > LIMITS.filtersLength) throw limitError(`filters is longer than the limit of ${LIMITS.filtersLength} characters`);
}

export function checkFilterConditions(count: number): void {
  if (count > LIMITS.filterConditions) {
    throw limitError(`facetFilters, numericFilters and tagFilters hold more conditions than the limit of ${LIMITS.filterConditions}`);
  }
}

export function checkQueryCount(count: number): void {
  if (count > LIMITS.queriesPerCall) throw limitError(`requests holds more queries than the limit of ${LIMITS.queriesPerCall}`);
}

export function checkBodySize(body: string): void {
  if (Buffer.byteLength(body) > LIMITS.bodyBytes) throw limitError(`The request body is larger than the limit of ${LIMITS.bodyBytes} bytes`);
}

/** Refuses JSON nested deeper than the limit; the walk stops at the first level past it. */
export function checkBodyDepth(value: unknown, depth = 0): void {
  if (typeof value !== "object" || value === null) return;
  if (depth >= LIMITS.bodyDepth) throw limitError(`The request body nests deeper than the limit of ${LIMITS.bodyDepth} levels`);
  for (const item of Object.values(value)) checkBodyDepth(item, depth + 1);
}

export function checkAnswerSize(json: string, limit: number): void {
  checkAnswerBytes(Buffer.byteLength(json), limit);
}

export function checkAnswerBytes(bytes: number, limit: number): void {
  if (bytes > limit) {
    throw limitError(`The answer is larger than the limit of ${limit} bytes: ask for fewer hits, attributes or facet values`);
  }
}
