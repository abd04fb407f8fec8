import { randomBytes } from "node:crypto";
import { andInto, popcount, slotsOf, type Bitset } from "../index/bitset.ts";
import { ATTRIBUTES } from "../index/attributes.ts";
import { textTokens } from "../index/text-tokens.ts";
import { buildHit, type Hit } from "./build-hit.ts";
import { countedStats, facetObject, topValues, withFacetCounts, type FacetStats } from "./count-facets.ts";
import { FilterSets } from "./filter-sets.ts";
import { pageSlots } from "./page-slots.ts";
import { selectsFewer, topSlots } from "./top-slots.ts";
import { TextMatches } from "./text-matches.ts";
import type { CarIndex } from "../index/car-index.ts";
import type { SortKey } from "../../rules/sort-key.ts";
import type { FilterExpression } from "../filters/filter-types.ts";
import type { SearchParams } from "../params/search-params.ts";
import type { ResponseShape } from "../params/response-fields.ts";
import { LIMITS } from "../params/limits.ts";

/** One request, resolved: its index's sort, typed params, and every filter that applies (the key's too). */
export interface ResolvedRequest {
  indexName: string;
  sort: SortKey;
  params: SearchParams;
  /** Echoed back as the result's `params` string. */
  paramsString: string;
  filters: FilterExpression;
}

export interface SearchResult {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  exhaustive: { nbHits: true; facetsCount: true; typo: true };
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  offset?: number;
  length?: number;
  queryID?: string;
}

const FACETED = ATTRIBUTES.filter((attribute) => attribute.facet).map((attribute) => attribute.name);

/** Answers resolved requests from one index. */
export class SearchEngine {
  readonly index: CarIndex;
  private readonly filterSets: FilterSets;
  private readonly textMatches: TextMatches;

  constructor(index: CarIndex) {
    this.index = index;
    this.filterSets = new FilterSets(index);
    this.textMatches = new TextMatches(index);
  }

  /**
   * Takes in stock changes the index has applied: done when the stock changes rather than on the next search, so a
   * shopper's search does not wait for it (a search still catches up first if it has not been done).
   */
  takeInStockChanges(): void {
    this.filterSets.catchUp();
    this.index.orders.catchUp();
  }

  /** The slots matching a request's filters and query, with the text rank when there is a query. */
  matching(request: ResolvedRequest): { set: Bitset; tier: ((slot: number) => number) | null } {
    const set = this.filterSets.matching(request.filters);
    if (textTokens(request.params.query).length === 0) return { set, tier: null };
    const text = this.textMatches.get(request.params.query, request.params.restrictSearchableAttributes);
    andInto(set, text.set);
    return { set, tier: text.tier };
  }

  search(request: ResolvedRequest): SearchResult {
    const started = performance.now();
    const { params } = request;
    const { set, tier } = this.matching(request);
    // Faceting lists the matches anyway, and the list's length is their count: one pass over the set, not two.
    const faceted = params.facets.length > 0 ? slotsOf(set) : null;
    const nbHits = faceted ? faceted.length : popcount(set);
    const usesOffset = params.offset !== null;
    const start = usesOffset ? params.offset! : params.page * params.hitsPerPage;
    // Hits past the pagination limit are never returned (a page starting past it was refused when read).
    const length = Math.max(0, Math.min(usesOffset ? (params.length ?? params.hitsPerPage) : params.hitsPerPage, LIMITS.paginationLimitedTo - start));
    const queryWords = textTokens(params.query);
    const rankedByText = request.sort.attribute === "custom_rank" ? tier : null;
    // A narrow result's page is selected from its matches (top-slots.ts), a broad one's read off the sort order.
    const selecting = length > 0 && rankedByText === null && selectsFewer(nbHits, start + length, this.index.liveCount);
    const slots = faceted ?? (selecting ? slotsOf(set, nbHits) : null);
    const page =
      length === 0 ? []
      : selecting ? topSlots(slots!, start + length, this.index.orders.sortColumns(request.sort)).slice(start)
      : pageSlots(this.index.orders.get(request.sort), set, start, length, rankedByText);
    const result: SearchResult = {
      hits: page.map((slot) => buildHit(this.index.readerAt(slot), this.index.records[slot]!.objectID, params, queryWords)),
      nbHits,
      page: params.page,
      nbPages: params.hitsPerPage > 0 ? Math.ceil(Math.min(nbHits, LIMITS.paginationLimitedTo) / params.hitsPerPage) : 0,
      hitsPerPage: params.hitsPerPage,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      exhaustive: { nbHits: true, facetsCount: true, typo: true },
      processingTimeMS: 0,
      query: params.query,
      params: request.paramsString,
      index: request.indexName,
    };
    if (usesOffset) Object.assign(result, { offset: start, length });
    if (params.facets.length > 0) Object.assign(result, this.facets(params, slots!));
    if (params.clickAnalytics) result.queryID = randomBytes(16).toString("hex");
    result.processingTimeMS = Math.max(1, Math.round(performance.now() - started));
    return shaped(result, params.responseFields);
  }

  private facets(params: SearchParams, slots: Int32Array): Pick<SearchResult, "facets" | "facets_stats"> {
    const names = params.facets.includes("*") ? FACETED : params.facets;
    const facets: Record<string, Record<string, number>> = {};
    const stats: Record<string, FacetStats> = {};
    for (const name of names) {
      // Attributes that are not faceted are left out, as Algolia leaves them out.
      const column = this.index.facets.get(name);
      if (column === undefined) continue;
      withFacetCounts(column, slots, (counts) => {
        facets[name] = facetObject(topValues(column, counts, params.maxValuesPerFacet, params.sortFacetValuesBy));
        const summary = column.numeric && countedStats(column, counts);
        if (summary) stats[name] = summary;
      });
    }
    return Object.keys(stats).length ? { facets, facets_stats: stats } : { facets };
  }
}

/** The result with only the fields asked for (responseFields); the always-sent ones stay. */
function shaped(result: SearchResult, shape: ResponseShape): SearchResult {
  for (const field of Object.keys(shape) as (keyof ResponseShape)[]) if (!shape[field]) delete (result as Partial<SearchResult>)[field];
  return result;
}
