import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { algoliasearch } from "algoliasearch";
import { isListed } from "../../../runtime/rules/listing-visibility.ts";
import { createSearchService, type SearchService } from "../../../runtime/search/service/search-service.ts";
import { demoStock, type DemoDealership } from "./demo-stock.ts";
import { memoryStock } from "../stock-fixtures.ts";
import { startSearchServer } from "./search-server.ts";
import type { Car } from "../../../runtime/types/generated/car.ts";
import type { StockRepository } from "../../../runtime/types/services.ts";

/** Three tenants: one dealership, two dealerships, one dealership. */
export const TENANTS: Record<"harbour" | "summit" | "reliable", { dealerships: DemoDealership[] }> = {
  harbour: { dealerships: [{ id: 101, slug: "harbour-motors", name: "Harbour Motors", city: "Sydney", state: "NSW" }] },
  summit: {
    dealerships: [
      { id: 201, slug: "summit-north", name: "Summit North", city: "Brisbane", state: "QLD" },
      { id: 202, slug: "summit-south", name: "Summit South", city: "Gold Coast", state: "QLD" },
    ],
  },
  reliable: { dealerships: [{ id: 301, slug: "reliable-used", name: "Reliable Used Cars", city: "Melbourne", state: "VIC" }] },
};

export const NOW = new Date("2025-03-10T00:00:00Z");

export interface SearchFixture {
  cars: Car[];
  stock: StockRepository;
  service: SearchService;
  port: number;
  clock: { now: Date };
  /** The real algoliasearch v5 client, pointed at the service over loopback HTTP. */
  client(apiKey: string): ReturnType<typeof algoliasearch>;
  /** The cars a key with no restrictions should find: every car of the stock listed at the clock's time. */
  listed(): Promise<Car[]>;
  adminKey: string;
  close(): Promise<void>;
}

export async function startSearchFixture(carsPerDealership = 150, seed = 3): Promise<SearchFixture> {
  const dealerships = Object.values(TENANTS).flatMap((tenant) => tenant.dealerships);
  const cars = demoStock(dealerships, carsPerDealership, seed, NOW);
  const stock = memoryStock(cars);
  const clock = { now: NOW };
  const dataDir = mkdtempSync(join(tmpdir(), "search-test-"));
  const service = await createSearchService({ stock, dataDir, now: () => clock.now, sites: Object.values(TENANTS), env: {} });
  const server = await startSearchServer(service);
  return {
    cars,
    stock,
    service,
    port: server.port,
    clock,
    client: (apiKey) => algoliasearch("forecourt", apiKey, { hosts: [{ url: `127.0.0.1:${server.port}`, protocol: "http", accept: "readWrite" }] }),
    listed: async () => (await stock.all()).filter((car) => isListed(car, { recentlySoldDays: 3 }, clock.now)),
    adminKey: service.securedKey({}),
    async close() {
      service.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
