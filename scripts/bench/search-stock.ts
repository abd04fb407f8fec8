// The benchmark's stock, shared by its child processes: the same generated cars for every size, the search
// page's request for a make and body type refined, and the refinement pairs the stock holds.
import { CARD_ATTRIBUTES, PAGE_RESPONSE_FIELDS } from "../../runtime/search-ui/car-hit.ts";
import { demoStock } from "../../tests/kit/search/demo-stock.ts";
import type { Car } from "../../runtime/types/generated/car.ts";

export const NOW = new Date("2025-03-10T00:00:00Z");
const cities = [["Sydney", "NSW"], ["Melbourne", "VIC"], ["Brisbane", "QLD"], ["Perth", "WA"]] as const;
export const DEALERSHIPS = Array.from({ length: 8 }, (_, i) => {
  const [city, state] = cities[i % cities.length]!;
  return { id: 201 + i, slug: `bench-${i + 1}`, name: `Bench Motors ${i + 1}`, city, state };
});

export function benchCars(count: number): Car[] {
  return demoStock(DEALERSHIPS, count / DEALERSHIPS.length, 7, NOW);
}

// What the search page sends (read off Chromium's request on a demo site): the facets of the default filter
// sidebar, the largest "show more" limit, the card fields, no highlighting and the result fields it reads.
export const FACETS = [
  "badge", "body", "car_type", "certified", "city", "colour", "dealership_name", "drive", "filtered_features", "fuel", "item_type",
  "km", "location_name", "make", "make_model", "price", "seats", "state", "status", "tag", "transmission", "year",
];
export const HITS_PER_PAGE = 21;
export const MAX_VALUES = 100;

export interface Pair {
  make: string;
  body: string;
}

/** Refinement pairs a shopper would pick: a make and a body type that the stock has together. */
export function refinementPairs(cars: readonly Car[]): Pair[] {
  const pairs = new Map<string, Pair>();
  for (const car of cars) if (car.simple_body) pairs.set(`${car.make}|${car.simple_body}`, { make: car.make, body: car.simple_body });
  return [...pairs.values()];
}

/** The search page's request with make and body refined: the main query and one disjunctive query per refined facet. */
export function multiQuery({ make, body }: Pair): string {
  const common = {
    indexName: "Car_production",
    query: "",
    attributesToRetrieve: CARD_ATTRIBUTES,
    attributesToHighlight: [],
    responseFields: PAGE_RESPONSE_FIELDS,
    highlightPreTag: "__ais-highlight__",
    highlightPostTag: "__/ais-highlight__",
    maxValuesPerFacet: MAX_VALUES,
  };
  const disjunctive = { ...common, page: 0, hitsPerPage: 0, analytics: false, clickAnalytics: false };
  return JSON.stringify({
    requests: [
      { ...common, page: 0, hitsPerPage: HITS_PER_PAGE, facets: FACETS, facetFilters: [[`body:${body}`], [`make:${make}`]] },
      { ...disjunctive, facets: "body", facetFilters: [[`make:${make}`]] },
      { ...disjunctive, facets: "make", facetFilters: [[`body:${body}`]] },
    ],
  });
}

/** The process's memory after a full collection (run with --expose-gc): heap + array buffers, and RSS, in MB. */
export function memoryMB(): { heap: number; rss: number } {
  (globalThis as { gc?: () => void }).gc!();
  const usage = process.memoryUsage();
  return { heap: (usage.heapUsed + usage.arrayBuffers) / 2 ** 20, rss: usage.rss / 2 ** 20 };
}
