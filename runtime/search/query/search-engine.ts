import { randomBytes } from "node:crypto";
import { andInto, popcount, slotsOf, type Bitset } from "../index/bitset.ts";
import { ATTRIBUTES } from "../index/attributes.ts";
import { textTokens } from "../index/text-tokens.ts";
import { prepareHit, type Hit, type PreparedHit } from "./build-hit.ts";
import { withRowCounts } from "./count-rows.ts";
import { countedStats, topValues, withFacetCounts, type FacetCounts, type ChosenValues, type FacetStats } from "./count-facets.ts";
import { FilterSets } from "./filter-sets.ts";
import { pageSlots } from "./page-slots.ts";
import { TextMatches } from "./text-matches.ts";
import type { CarIndex } from "../index/car-index.ts";
import type { SortKey } from "../index/sorted-orders.ts";
import type { FilterExpression } from "../filters/filter-types.ts";
import type { SearchParams } from "../params/search-params.ts";

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

/** A result whose hits and facet values are not yet written out (see build-hit.ts, write-results.ts). */
export type PreparedResult = Omit<SearchResult, "hits" | "facets"> & { hits: PreparedHit[]; facets?: Record<string, ChosenValues> };

/** How many laned facets a request must count for the shared rows to be read instead of the columns. */
const ROWS_FROM = 4;

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

  /** The slots matching a request's filters and query, with the text rank when there is a query. */
  matching(request: ResolvedRequest): { set: Bitset; tier: ((slot: number) => number) | null } {
    const set = this.filterSets.matching(request.filters);
    if (textTokens(request.params.query).length === 0) return { set, tier: null };
    const text = this.textMatches.get(request.params.query, request.params.restrictSearchableAttributes);
    andInto(set, text.set);
    return { set, tier: text.tier };
  }

  search(request: ResolvedRequest): PreparedResult {
    const started = performance.now();
    const { params } = request;
    const { set, tier } = this.matching(request);
    const nbHits = popcount(set);
    const usesOffset = params.offset !== null;
    const start = usesOffset ? params.offset! : params.page * params.hitsPerPage;
    const length = usesOffset ? (params.length ?? params.hitsPerPage) : params.hitsPerPage;
    const order = this.index.orders.get(request.sort);
    const queryWords = textTokens(params.query);
    const hits = pageSlots(order, set, start, length, request.sort.attribute === "custom_rank" ? tier : null)
      .map((slot) => prepareHit(this.index.records[slot]!, params, queryWords));
    const result: PreparedResult = {
      hits,
      nbHits,
      page: params.page,
      nbPages: params.hitsPerPage > 0 ? Math.ceil(nbHits / params.hitsPerPage) : 0,
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
    if (params.facets.length > 0) Object.assign(result, this.facets(params, slotsOf(set, nbHits)));
    if (params.clickAnalytics) result.queryID = randomBytes(16).toString("hex");
    result.processingTimeMS = Math.max(1, Math.round(performance.now() - started));
    return result;
  }

  private facets(params: SearchParams, slots: Int32Array): Pick<PreparedResult, "facets" | "facets_stats"> {
    const names = [...new Set(params.facets.includes("*") ? FACETED : params.facets.filter((name) => this.index.facets.has(name)))];
    const chosen = new Map<string, ChosenValues>();
    const stats: Record<string, FacetStats> = {};
    this.countFacets(names, slots, (name, counts) => {
      const column = this.index.facets.get(name)!;
      chosen.set(name, topValues(column, counts, params.maxValuesPerFacet, params.sortFacetValuesBy));
      const summary = this.index.numbers.has(name) && countedStats(column, counts);
      if (summary) stats[name] = summary;
    });
    // In the order asked for, whichever way each was counted.
    const facets = Object.fromEntries(names.map((name) => [name, chosen.get(name)!]));
    return Object.keys(stats).length ? { facets, facets_stats: stats } : { facets };
  }

  /** Counts the facets over the slots: those with a lane in one pass over the rows when there are several. */
  private countFacets(names: readonly string[], slots: Int32Array, use: (name: string, counts: FacetCounts) => void): void {
    const laned = names.filter((name) => this.index.facets.get(name)!.rows !== null);
    const together = laned.length >= ROWS_FROM ? laned : [];
    const columns = together.map((name) => this.index.facets.get(name)!);
    if (together.length) withRowCounts(this.index.rows, columns, slots, (place, counts) => use(together[place]!, counts));
    for (const name of names) {
      if (!together.includes(name)) withFacetCounts(this.index.facets.get(name)!, slots, (counts) => use(name, counts));
    }
  }
}
