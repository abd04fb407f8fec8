import { vi } from "vitest";
import { createAjv } from "../../../runtime/site/create-ajv.ts";
import { fakeSite } from "../blocks/test-utils.tsx";
import type { PublicSite } from "../../../runtime/ui/site-context.tsx";
import searchResultsSchema from "../../../schemas/site/search-results.json" with { type: "json" };
import type { CarHit } from "../../../runtime/search-ui/car-hit.ts";
import type { SearchPageData } from "../../../runtime/search-ui/search-data.ts";
import { NO_RULES } from "../../../runtime/search-ui/request-filters.ts";

/** The site's search_results section with the schema's defaults, plus overrides. */
export function searchOptions(overrides: Record<string, unknown> = {}): PublicSite["search_results"] {
  const ajv = createAjv({ useDefaults: true });
  const options = structuredClone(overrides);
  if (!ajv.validate(searchResultsSchema, options)) throw new Error(JSON.stringify(ajv.errors));
  return options as unknown as PublicSite["search_results"];
}

export function searchSite(options: Record<string, unknown> = {}): PublicSite {
  return fakeSite({
    dealerships: [
      { id: 101, slug: "harbour-motors-toyota", name: "Harbour Motors Toyota" },
      { id: 102, slug: "harbour-motors-kia", name: "Harbour Motors Kia" },
    ],
    offers_subscription: false,
    specifications: { just_arrived_days: 8, just_arrived_tag_name: "New Arrival", sold_tag_name: "JUST SOLD", recently_sold_days: 3 },
    features: { fuel_type_tags: false, store_favourites: true, store_searches: true },
    // The watchlist's Save button has tests of its own (it calls the server for the shopper's saved cars).
    accounts: { watchlist: false },
    search_results: searchOptions(options),
  });
}

export function pageData(overrides: Partial<SearchPageData> = {}): SearchPageData {
  return {
    serverState: null,
    url: "http://harbour-motors.localhost/search/new-used-and-demo-cars",
    client: { host: null, appId: "forecourt", apiKey: "test-key", indexName: "Car_production" },
    names: { makes: {}, models: {} },
    rules: NO_RULES,
    promoExtras: [],
    stockCount: 2500,
    now: "2026-03-10T00:00:00.000Z",
    ...overrides,
  };
}

export interface FakeIndex {
  hits: CarHit[];
  facets?: Record<string, Record<string, number>>;
  nbHits?: number;
  facetStats?: Record<string, { min: number; max: number }>;
}

/** A search client answering every request from a fixed result, recording what InstantSearch asked. */
export function fakeSearchClient(index: FakeIndex) {
  const search = vi.fn(async (requests: Array<{ indexName: string; params?: Record<string, unknown> }>) => ({
    results: requests.map(({ indexName, params = {} }) => {
      const hitsPerPage = Number(params.hitsPerPage ?? 20);
      const page = Number(params.page ?? 0);
      const nbHits = index.nbHits ?? index.hits.length;
      return {
        index: indexName,
        hits: hitsPerPage === 0 ? [] : index.hits,
        nbHits,
        page,
        nbPages: Math.ceil(nbHits / Math.max(1, hitsPerPage)),
        hitsPerPage,
        facets: index.facets ?? {},
        facets_stats: index.facetStats ?? {},
        exhaustiveNbHits: true,
        exhaustiveFacetsCount: true,
        processingTimeMS: 1,
        query: String(params.query ?? ""),
        params: "",
      };
    }),
  }));
  return { search };
}
