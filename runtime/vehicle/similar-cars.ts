import { quoteFilterValue } from "../search/filters/quote-value.ts";
import { applyRequestFilters, siteRequestRules } from "../search-ui/request-filters.ts";
import type { Car } from "../types/generated/car.ts";
import type { Hit } from "../search/query/build-hit.ts";
import type { SearchResult } from "../search/query/search-engine.ts";
import type { SearchService } from "../search/service/search-service.ts";
import { searchClientConfig, serverSearchClient, type SearchSite } from "../search/site-search-client.ts";
import { SIMILAR_CARD_ATTRIBUTES, similarCard, type SimilarCard } from "./similar-cards.ts";

/** Spec §9: similar cars are priced within 10,000 under 50,000, else within 25,000. */
export function similarPriceBand(price: number): { min: number; max: number } {
  const spread = price < 50_000 ? 10_000 : 25_000;
  return { min: Math.max(0, price - spread), max: price + spread };
}

/** What similar cars read of a site: how its search is reached and the filters its searches carry. */
export type SimilarCarsSite = SearchSite & Parameters<typeof siteRequestRules>[0];

/** What similar-car cards read of a site besides its search: how it prices a car. */
type CardSite = SimilarCarsSite & { offers_subscription: boolean; texts: { no_price: string } };

/**
 * Spec §7 and §9: a multi-query (limit 10 each) for in-stock cars in the price band, one of the same make and
 * model and one of any model; same model first, de-duplicated by id, at most 6, never the car itself.
 * It goes through the site's search client with the site's request filters, as its results page does, so a
 * hosted site is searched there and a used-only site's similar cars are used stock too. Hits carry `attributes`
 * (with the make and model), else every card attribute.
 */
export async function similarCars(
  service: SearchService,
  car: Pick<Car, "id" | "make" | "model" | "price">,
  site: SimilarCarsSite,
  attributes?: readonly string[],
): Promise<Hit[]> {
  const band = similarPriceBand(car.price);
  const common = `(status:in_stock OR status:coming_soon) AND price:${band.min} TO ${band.max} AND NOT id:${car.id}`;
  const config = searchClientConfig(site, service);
  const client = applyRequestFilters(serverSearchClient(config, service), siteRequestRules(site, new Date()));
  // The embedded service's key confines the site to its dealerships, but a hosted key's restrictions are the
  // host's business: the site's own filter keeps the answer to its stock either way.
  const dealerships = site.dealerships.map((dealership) => `dealership_id:${dealership.id}`).join(" OR ");
  const request = (filters: string) => ({ indexName: config.indexName, filters: `(${dealerships}) AND ${filters}`, hitsPerPage: 10, attributesToHighlight: [], ...(attributes ? { attributesToRetrieve: ["make", "model", ...attributes] } : {}) });
  const body = { requests: [request(`make:${quoteFilterValue(car.make)} AND model:${quoteFilterValue(car.model)} AND ${common}`), request(common)] };
  const { results } = (await client.search(body)) as { results: SearchResult[] };
  const seen = new Set<string>([String(car.id)]);
  const hits = results.flatMap((result) => result.hits).filter((hit) => {
    if (seen.has(hit.objectID)) return false;
    seen.add(hit.objectID);
    return true;
  });
  const sameModel = (hit: Hit) => hit.make === car.make && hit.model === car.model;
  return [...hits.filter(sameModel), ...hits.filter((hit) => !sameModel(hit))].slice(0, 6);
}

/**
 * The similar-car cards of a car: the one answer of both GET /api/cars/{slug}/similar and the Similar cars block's
 * loader, so the cards the server renders are the ones the browser would fetch.
 */
export async function similarCarCards(service: SearchService, car: Pick<Car, "id" | "make" | "model" | "price">, site: CardSite): Promise<SimilarCard[]> {
  const hits = await similarCars(service, car, site, SIMILAR_CARD_ATTRIBUTES);
  const options = { subscription: site.offers_subscription, noPriceText: site.texts.no_price };
  // A hit carries the attributes the search asked for, every field a card reads.
  return hits.map((hit) => similarCard(hit as unknown as Car, options));
}
