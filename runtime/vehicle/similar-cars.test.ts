import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSearchService, type SearchService } from "../search/service/search-service.ts";
import { similarCars, similarPriceBand, type SimilarCarsSite } from "./similar-cars.ts";
import { demoStock } from "../../tests/kit/search/demo-stock.ts";
import { memoryStock } from "../../tests/kit/stock-fixtures.ts";
import { NOW } from "../../tests/kit/search/search-fixture.ts";
import type { Car } from "../types/generated/car.ts";

describe("similarPriceBand (spec §9)", () => {
  it("is plus or minus 10000 under 50000, else plus or minus 25000", () => {
    expect(similarPriceBand(30_000)).toEqual({ min: 20_000, max: 40_000 });
    expect(similarPriceBand(49_999)).toEqual({ min: 39_999, max: 59_999 });
    expect(similarPriceBand(50_000)).toEqual({ min: 25_000, max: 75_000 });
    expect(similarPriceBand(5_000)).toEqual({ min: 0, max: 15_000 });
  });
});

describe("similarCars (spec §7, §9)", () => {
  let service: SearchService;
  const [template] = demoStock([{ id: 101, slug: "a", name: "A", city: "Sydney", state: "NSW" }], 1, 1, NOW);
  const car = (id: number, fields: Partial<Car>): Car => ({
    ...template!, id, slug: `car-${id}`, status: "in_stock", sold: false, sold_at: null, show_on_dealer_website: true, dealership_id: 101, ...fields,
  });
  const used = car(20, { make: "Toyota", model: "Corolla", price: 20_000, car_type: "used", dealership_id: 301 });
  const usedYard = [
    used,
    car(21, { make: "Toyota", model: "Corolla", price: 21_000, car_type: "new", dealership_id: 301, custom_rank: 900 }),
    car(22, { make: "Toyota", model: "Corolla", price: 19_000, car_type: "used", dealership_id: 301, custom_rank: 50 }),
    car(23, { make: "Toyota", model: "Camry", price: 20_500, car_type: "demo", dealership_id: 301, custom_rank: 800 }),
    car(24, { make: "Toyota", model: "Camry", price: 22_000, car_type: "used", dealership_id: 301, custom_rank: 40 }),
  ];
  const site = (dealershipIds: number[], scope: "used-searches" | "every-search" = "used-searches"): SimilarCarsSite => ({
    dealerships: dealershipIds.map((id) => ({ id })),
    search: { host: null, app_id: "forecourt", public_key: null, index: service.indexName, price_ascending_excludes_zero: false },
    search_results: { used_stock: { scope, sold_within_days: 3, exclude_stocknums: [], exclude_makes: [] } },
  });
  const subject = car(1, { make: "Mazda", model: "CX-5", price: 30_000, custom_rank: 500 });
  const stock = [
    subject,
    // Same model in the band: come first, by custom_rank.
    car(2, { make: "Mazda", model: "CX-5", price: 38_000, custom_rank: 10 }),
    car(3, { make: "Mazda", model: "CX-5", price: 22_000, custom_rank: 20 }),
    // Same model outside the band, or not in stock, or another tenant's: never.
    car(4, { make: "Mazda", model: "CX-5", price: 41_000, custom_rank: 900 }),
    car(5, { make: "Mazda", model: "CX-5", price: 30_000, status: "sold", sold: true, sold_at: NOW.toISOString(), custom_rank: 900 }),
    car(6, { make: "Mazda", model: "CX-5", price: 30_000, dealership_id: 999, custom_rank: 900 }),
    // Other models in the band, by custom_rank; only enough to make six.
    ...[7, 8, 9, 10, 11, 12].map((id) => car(id, { make: "Kia", model: "Sportage", price: 25_000 + id * 100, custom_rank: 100 + id })),
    car(13, { make: "Kia", model: "Sportage", price: 30_000, status: "coming_soon", custom_rank: 1000 }),
    // A used-car dealer's yard, new and demo cars among the used.
    ...usedYard,
  ];

  beforeAll(async () => {
    service = await createSearchService({ stock: memoryStock(stock), dataDir: mkdtempSync(join(tmpdir(), "similar-")), now: () => NOW, env: {} });
  });
  afterAll(() => service.close());

  it("puts the same model first, then other cars in the band by rank, six at most, never the car itself", async () => {
    const hits = await similarCars(service, subject, site([101]));
    expect(hits.map((hit) => hit.id)).toEqual([3, 2, 13, 12, 11, 10]);
  });

  it("stays inside the site's dealerships", async () => {
    const hits = await similarCars(service, subject, site([999]));
    expect(hits.map((hit) => hit.id)).toEqual([6]);
  });

  it("includes coming-soon cars and returns fewer than six when the band has fewer", async () => {
    const kia = await similarCars(service, { id: 99, make: "Kia", model: "Sportage", price: 25_600 }, site([101]));
    expect(kia.map((hit) => hit.id)).toEqual([13, 12, 11, 10, 9, 8]);
    const sparse = await similarCars(service, { id: 99, make: "Mazda", model: "CX-5", price: 12_500 }, site([101]));
    expect(sparse.map((hit) => hit.id)).toEqual([3]);
  });

  it("on a used-only site (used stock scope every-search) finds used cars only, as its every search does", async () => {
    const everyType = await similarCars(service, used, site([301]));
    expect(everyType.map((hit) => hit.id)).toEqual([21, 22, 23, 24]);
    const usedOnly = await similarCars(service, used, site([301], "every-search"));
    expect(usedOnly.map((hit) => hit.id)).toEqual([22, 24]);
    expect(usedOnly.every((hit) => hit.car_type === "used")).toBe(true);
  });
});
