import type { Site } from "../../../runtime/types/index.ts";
import type { Car } from "../../../runtime/types/generated/car.ts";
import type { StockRepository } from "../../../runtime/types/services.ts";
import { createSearchService, type SearchService } from "../../../runtime/search/service/search-service.ts";
import { demoStock } from "../search/demo-stock.ts";
import { memoryStock } from "../stock-fixtures.ts";
import { searchSite } from "./test-search.ts";

export const TEST_NOW = new Date("2026-03-10T00:00:00Z");
export const TEST_DEALERSHIPS = [
  { id: 101, slug: "harbour-motors-toyota", name: "Harbour Motors Toyota", city: "Sydney", state: "NSW" },
  { id: 102, slug: "harbour-motors-kia", name: "Harbour Motors Kia", city: "Newcastle", state: "NSW" },
];
const OTHER_TENANT = { id: 900, slug: "elsewhere", name: "Elsewhere Motors", city: "Perth", state: "WA" };

/** A real search service over generated stock: the test site's two dealerships plus another tenant's. */
export async function testSearchService(carsPerDealership = 60): Promise<{ service: SearchService; cars: Car[]; site: Site; stock: StockRepository }> {
  const cars = demoStock([...TEST_DEALERSHIPS, OTHER_TENANT], carsPerDealership, 7, TEST_NOW);
  const stock = memoryStock(cars);
  const service = await createSearchService({
    stock,
    dataDir: "/nonexistent",
    env: { SEARCH_ADMIN_KEY: "test-admin-key" },
    sites: [{ dealerships: TEST_DEALERSHIPS }, { dealerships: [OTHER_TENANT] }],
    now: () => TEST_NOW,
  });
  const site = {
    ...searchSite(),
    search: { host: null, app_id: "forecourt", public_key: null, index: "Car_production", price_ascending_excludes_zero: false },
  } as unknown as Site;
  return { service, cars, site, stock };
}

/** A loader context for the test site at a path. */
export function testLoaderContext(site: Site, service: SearchService, path: string, params: Record<string, string> = {}) {
  return {
    site,
    pattern: "",
    params,
    url: new URL(path, "http://localhost:3000"),
    user: null,
    services: { search: service } as never,
    setStatus: () => {},
    setMeta: () => {},
    redirect: () => {},
  };
}
