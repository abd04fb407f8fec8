import { quoteFilterValue } from "./filters/quote-value.ts";
import type { Car } from "../types/generated/car.ts";
import type { Hit } from "./query/build-hit.ts";
import type { SearchResult } from "./query/search-engine.ts";
import type { SearchService } from "./service/search-service.ts";
import { searchClientConfig, serverSearchClient, type SearchSite } from "./site-search-client.ts";

/** Spec §9: similar cars are priced within 10,000 under 50,000, else within 25,000. */
export function similarPriceBand(price: number): { min: number; max: number } {
  const spread = price < 50_000 ? 10_000 : 25_000;
  return { min: Math.max(0, price - spread), max: price + spread };
}

/**
 * Spec §7 and §9: a multi-query (limit 10 each) for in-stock cars in the price band, one of the same make and
 * model and one of any model; same model first, de-duplicated by id, at most 6, never the car itself.
 * `siteKeyFilters` confines it to the site's stock, as the site's public key would. A site whose search is a
 * hosted service (`search.host`) is searched there, with its public key, like its results page.
 */
export async function similarCars(
  service: SearchService,
  car: Pick<Car, "id" | "make" | "model" | "price">,
  siteKeyFilters: string,
  site?: SearchSite,
): Promise<Hit[]> {
  const band = similarPriceBand(car.price);
  const common = `(status:in_stock OR status:coming_soon) AND price:${band.min} TO ${band.max} AND NOT id:${car.id}`;
  const hosted = site?.search.host ? searchClientConfig(site, service) : null;
  const indexName = hosted?.indexName ?? service.indexName;
  // A hosted key's restrictions are the host's business; the site's own filter keeps the answer to its stock anyway.
  const scoped = (filters: string) => (hosted ? `(${siteKeyFilters}) AND ${filters}` : filters);
  const request = (filters: string) => ({ indexName, filters: scoped(filters), hitsPerPage: 10, attributesToHighlight: [] });
  const body = { requests: [request(`make:${quoteFilterValue(car.make)} AND model:${quoteFilterValue(car.model)} AND ${common}`), request(common)] };
  const { results } = hosted
    ? ((await serverSearchClient(hosted, service).search(body)) as { results: SearchResult[] })
    : await service.search(body, service.securedKey({ filters: siteKeyFilters }));
  const seen = new Set<string>([String(car.id)]);
  const hits = (results as SearchResult[]).flatMap((result) => result.hits).filter((hit) => {
    if (seen.has(hit.objectID)) return false;
    seen.add(hit.objectID);
    return true;
  });
  const sameModel = (hit: Hit) => hit.make === car.make && hit.model === car.model;
  return [...hits.filter(sameModel), ...hits.filter((hit) => !sameModel(hit))].slice(0, 6);
}
