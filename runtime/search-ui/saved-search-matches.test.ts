import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testSearchService, TEST_NOW } from "../../tests/kit/search-ui/test-service.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import type { SearchService } from "../search/service/search-service.ts";
import type { Site, StockRepository } from "../types/index.ts";
import { siteSearchReader } from "./saved-search-matches.ts";

let service: SearchService;
let site: Site;
let stock: StockRepository;

beforeAll(async () => {
  ({ service, site, stock } = await testSearchService(30));
});
afterAll(() => service.close());

const HOUR = 3600_000;
const listedAt = (id: number, overrides: Parameters<typeof testCar>[0]) =>
  testCar({ id, slug: `listed-${id}`, path: `/cars/listed-${id}`, status: "in_stock", sold: false, sold_at: null, ...overrides });

describe("a saved search's new matches", () => {
  it("names the search by its heading and counts only its own cars listed after the shopper last looked", async () => {
    const later = new Date(TEST_NOW.getTime() + HOUR);
    const read = await siteSearchReader({ site, services: { search: service } }, TEST_NOW);
    const used = read("/search/used-cars?query=corolla");
    expect(used.heading).toBe('Used Cars: "corolla"');
    expect(await used.count(later)).toBe(0);

    const created_at = new Date(later.getTime() + HOUR).toISOString();
    await stock.upsert([
      listedAt(99000001, { created_at, car_type: "used", dealership_id: 101 }),
      listedAt(99000002, { created_at, car_type: "new", dealership_id: 101 }),
      listedAt(99000003, { created_at, car_type: "used", dealership_id: 900 }),
    ]);
    const after = (await siteSearchReader({ site, services: { search: service } }, TEST_NOW))("/search/used-cars?query=corolla");
    expect(await after.count(later)).toBe(1);
    expect(await after.count(new Date(later.getTime() + 2 * HOUR))).toBe(0);
    expect(await (await siteSearchReader({ site, services: { search: service } }, TEST_NOW))("/search/new-used-and-demo-cars").count(later)).toBe(2);
  });
});

describe("a results page's first cars", () => {
  it("lists the cars the page's search finds, no more than asked", async () => {
    const read = await siteSearchReader({ site, services: { search: service } }, TEST_NOW);
    const cars = await read("/search/used-cars").cars(3);
    expect(cars.length).toBeGreaterThan(0);
    expect(cars.length).toBeLessThanOrEqual(3);
    expect(cars.every((car) => car.car_type === "used")).toBe(true);
  });
});
