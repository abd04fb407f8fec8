import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CarIndex } from "../index/car-index.ts";
import { demoStock } from "../../../tests/kit/search/demo-stock.ts";
import { StockSync } from "./stock-sync.ts";
import { createSearchService } from "./search-service.ts";
import { memoryStock } from "../../../tests/kit/stock-fixtures.ts";
import type { StockRepository } from "../../types/services.ts";

const dealership = { id: 101, slug: "a", name: "A Motors", city: "Sydney", state: "NSW" };
const now = new Date("2025-03-10T00:00:00Z");
const cars = demoStock([dealership], 40, 5, now).filter((car) => car.status === "in_stock" && car.show_on_dealer_website !== false);

describe("StockSync", () => {
  it("reports each batch once it has reached the index, so searches need not take it in", () => {
    const index = new CarIndex();
    const sizes: number[] = [];
    const sync = new StockSync(index, [{ dealerships: [dealership] }], () => sizes.push(index.size));
    sync.apply(cars.slice(0, 10), [], now.getTime());
    sync.apply(cars.slice(10, 12), [cars[0]!.id], now.getTime());
    expect(sizes).toEqual([10, 11]);
  });

  it("lets the last write of a car in a batch decide whether it is listed", () => {
    const index = new CarIndex();
    const sync = new StockSync(index, [{ dealerships: [dealership] }], () => {});
    const [car] = cars;
    const hidden = { ...car!, show_on_dealer_website: false };
    sync.apply([car!, hidden], [], now.getTime());
    expect(index.size).toBe(0);
    sync.apply([hidden, { ...car!, price: 9_999 }], [], now.getTime());
    expect(index.records.flatMap((record, slot) => (record ? [index.attributesAt(slot).price] : []))).toEqual([9_999]);
  });

  // Parsed cars are read and indexed a page at a time; stored JSON text goes to the worker a few pages ahead, and
  // the first page is with the worker when the second is read.
  it.each([
    { read: "parsed cars", changesAtRead: 1 },
    { read: "stored JSON text", changesAtRead: 2 },
  ])("keeps changes that reach the index while a load is reading ($read), over the older copies the load read", async ({ read, changesAtRead }) => {
    const stock = demoStock([dealership], 700, 5, now).filter((car) => car.status === "in_stock" && car.show_on_dealer_website !== false);
    const [repriced, removed] = stock;
    const added = { ...stock.at(-1)!, id: 1, price: 7_777 };
    const index = new CarIndex();
    const sync = new StockSync(index, [{ dealerships: [dealership] }], () => {});
    let reads = 0;
    const carsAfter = async (afterId: number, limit: number) => {
      const page = stock.filter((car) => car.id > afterId).slice(0, limit);
      // While a page is in flight, another writer's changes arrive: one of its cars repriced, another removed, and
      // a car added below the ids the load has passed.
      if (++reads === changesAtRead) sync.apply([{ ...repriced!, price: 9_999 }, added], [removed!.id], now.getTime());
      return page;
    };
    const carJsonAfter = async (afterId: number, limit: number) => (await carsAfter(afterId, limit)).map((car) => ({ id: car.id, json: JSON.stringify(car) }));
    await sync.load(read === "parsed cars" ? { carsAfter } : { carsAfter: () => Promise.reject(new Error("parsed cars read")), carJsonAfter }, () => now.getTime());
    const prices = new Map(index.records.flatMap((record, slot) => (record ? [[record.objectID, index.attributesAt(slot).price]] : [])));
    expect(reads).toBeGreaterThan(changesAtRead);
    expect(prices.get(String(repriced!.id))).toBe(9_999);
    expect(prices.has(String(removed!.id))).toBe(false);
    expect(prices.get("1")).toBe(7_777);
    expect(index.size).toBe(stock.length);
  });

  it("builds the same index from stored JSON text in a worker as from parsed cars in the thread", async () => {
    const sites = [{ dealerships: [dealership, { ...dealership, id: 102, name: "B Motors" }] }];
    const stock = memoryStock(demoStock(sites[0]!.dealerships, 400, 9, now));
    let jsonReads = 0;
    const jsonStock = {
      ...stock,
      async carJsonAfter(afterId: number, limit: number) {
        jsonReads++;
        return (await stock.carsAfter(afterId, limit)).map((car) => ({ id: car.id, json: JSON.stringify(car) }));
      },
    };
    const answers = async (loaded: StockRepository) => {
      const service = await createSearchService({ stock: loaded, dataDir: mkdtempSync(join(tmpdir(), "stock-sync-")), now: () => now, sites, env: {} });
      const everything = { query: "", hitsPerPage: 1000, facets: ["*"], attributesToRetrieve: ["*"] };
      const { results } = await service.search({
        requests: [
          { indexName: "Car_production", ...everything },
          { indexName: "Car_production_price_asc", query: "toyota", facets: ["make", "model", "year"], filters: "price < 60000 AND NOT status:sold" },
          { indexName: "Car_production_km_desc", query: "red auto", facetFilters: [["body:SUV", "body:Sedan"]], numericFilters: ["year >= 2018"] },
        ],
      }, service.securedKey({}));
      service.close();
      return results.map(({ processingTimeMS: _, ...result }) => result);
    };
    const inThread = await answers(stock);
    expect(jsonReads).toBe(0);
    expect((inThread[0] as { nbHits: number }).nbHits).toBeGreaterThan(500);
    expect(await answers(jsonStock)).toEqual(inThread);
    expect(jsonReads).toBeGreaterThan(1);
  });
});
