import { randomBytes } from "node:crypto";
import { andInto, popcount, slotsInto, type Bitset } from "../index/bitset.ts";
import { ATTRIBUTES } from "../index/attributes.ts";
import { textTokens } from "../index/text-tokens.ts";
import { prepareHit, retrievalOf, type Hit, type PreparedHit } from "./build-hit.ts";
import { countedStats, topValues, withFacetCounts, type FacetStats } from "./count-facets.ts";
import type { NamedValues } from "./facets-json.ts";
import { FilterSets } from "./filter-sets.ts";
import { HitTexts } from "./hit-texts.ts";
import { pageSlots } from "./page-slots.ts";
import { selectsFewer, topSlots } from "./top-slots.ts";
import { TextMatches } from "./text-matches.ts";
import type { CarIndex } from "../index/car-index.ts";
import type { SortKey } from "../index/sorted-orders.ts";
import type { FilterExpression } from "../filters/filter-types.ts";
import type { SearchParams } from "../params/search-params.ts";
import type { ResponseShape } from "../params/response-fields.ts";
import type { JsonText } from "./json-text.ts";

/** One request, resolved: its index's sort, typed params, and every filter that applies (the key's too). */
export interface ResolvedRequest {
  indexName: string;
  sort: SortKey;
  params: SearchParams;
  /** Echoed back as the result's `params` string. */
  paramsString: string;
  /**
   * The result's `query`, `params` and `index` (those asked for) as JSON fields (`,"query":...`), written once
   * per request body: the params string is long.
   */
  echo: JsonText;
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
export type PreparedResult = Omit<SearchResult, "hits" | "facets" | "facets_stats"> & {
  hits: PreparedHit[];
  /** Lists rather than objects: walking an object's keys cost about 3 us a result. */
  facets?: NamedValues[];
  facets_stats?: [name: string, stats: FacetStats][];
  /** The request's echo. */
  echo: JsonText;
  /** The fields to write out (responseFields). */
  shape: ResponseShape;
};

const FACETED = ATTRIBUTES.filter((attribute) => attribute.facet).map((attribute) => attribute.name);

/** Answers resolved requests from one index. */
export class SearchEngine {
  readonly index: CarIndex;
  private readonly filterSets: FilterSets;
  private readonly textMatches: TextMatches;
  private readonly hitTexts: HitTexts;
  /** A request's matching slots, as a set and as a list (while its facets are counted), reused by every request. */
  private matched: Bitset = new Uint32Array(0);
  private slots = new Int32Array(1024);

  constructor(index: CarIndex) {
    this.index = index;
    this.filterSets = new FilterSets(index);
    this.textMatches = new TextMatches(index);
    this.hitTexts = new HitTexts(index);
  }

  /**
   * Takes in stock changes the index has applied: done when the stock changes rather than on the next search, so a
   * shopper's search does not wait for it (a search still catches up first if it has not been done).
   */
  takeInStockChanges(): void {
    this.filterSets.catchUp();
    this.index.orders.catchUp();
  }

  /**
   * The slots matching a request's filters and query, with the text rank when there is a query. The set is the
   * engine's own, rewritten by the next request: use it before asking again.
   */
  matching(request: ResolvedRequest): { set: Bitset; tier: ((slot: number) => number) | null } {
    const set = (this.matched = this.filterSets.matching(request.filters, this.matched));
    if (textTokens(request.params.query).length === 0) return { set, tier: null };
    const text = this.textMatches.get(request.params.query, request.params.restrictSearchableAttributes);
    andInto(set, text.set);
    return { set, tier: text.tier };
  }

  search(request: ResolvedRequest): PreparedResult {
    const started = performance.now();
    const { params } = request;
    const { set, tier } = this.matching(request);
    // Faceting lists the matches anyway, and the list's length is their count: one pass over the set, not two.
    const faceted = params.facets.length > 0 ? this.listed(set) : null;
    const nbHits = faceted ? faceted.length : popcount(set);
    const usesOffset = params.offset !== null;
    const start = usesOffset ? params.offset! : params.page * params.hitsPerPage;
    const length = usesOffset ? (params.length ?? params.hitsPerPage) : params.hitsPerPage;
    const queryWords = textTokens(params.query);
    const rankedByText = request.sort.attribute === "custom_rank" ? tier : null;
    // A narrow result's page is selected from its matches (top-slots.ts), a broad one's read off the sort order.
    const selecting = length > 0 && rankedByText === null && selectsFewer(nbHits, start + length, this.index.liveCount);
    const slots = faceted ?? (selecting ? this.listed(set) : null);
    const page =
      length === 0 ? []
      : selecting ? topSlots(slots!, start + length, this.index.orders.sortColumns(request.sort)).slice(start)
      : pageSlots(this.index.orders.get(request.sort), set, start, length, rankedByText);
    const retrieval = retrievalOf(params, this.hitTexts);
    const hits = page.map((slot) => prepareHit(this.index.records[slot]!, slot, retrieval, params, queryWords));
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
      echo: request.echo,
      shape: params.responseFields,
    };
    if (usesOffset) Object.assign(result, { offset: start, length });
    if (params.facets.length > 0) Object.assign(result, this.facets(params, slots!));
    if (params.clickAnalytics) result.queryID = randomBytes(16).toString("hex");
    result.processingTimeMS = Math.max(1, Math.round(performance.now() - started));
    return result;
  }

  /** The set's slots in the engine's reused list (valid until the next request), room made for every slot it covers. */
  private listed(set: Bitset): Int32Array {
    if (this.slots.length < set.length * 32) this.slots = new Int32Array(set.length * 32);
    return slotsInto(set, this.slots);
  }

  private facets(params: SearchParams, slots: Int32Array): Pick<PreparedResult, "facets" | "facets_stats"> {
    const names = params.facets.includes("*") ? FACETED : params.facets;
    const facets: NamedValues[] = [];
    const stats: [string, FacetStats][] = [];
    for (const name of names) {
      // Attributes that are not faceted are left out, as Algolia leaves them out.
      const column = this.index.facets.get(name);
      if (column === undefined) continue;
      withFacetCounts(column, slots, (counts) => {
        facets.push([name, topValues(column, counts, params.maxValuesPerFacet, params.sortFacetValuesBy)]);
        const summary = column.numeric && countedStats(column, counts);
        if (summary) stats.push([name, summary]);
      });
    }
    return stats.length ? { facets, facets_stats: stats } : { facets };
  }
}
