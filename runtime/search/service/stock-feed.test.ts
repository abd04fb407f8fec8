import { describe, expect, it, vi } from "vitest";
import { forEachBackend } from "../../../tests/kit/backends.ts";
import { sampleCars } from "../../../tests/kit/stock-fixtures.ts";
import { openDatabase } from "../../storage/open-database.ts";
import { createStockRepository } from "../../stock/stock-repository.ts";
import { createSearchService, type SearchService } from "./search-service.ts";
import type { Car } from "../../types/generated/car.ts";

const ADMIN = "stock-feed-tests";
const cars = sampleCars(40).filter((car) => car.status === "in_stock" && car.show_on_dealer_website !== false);
const lotus = (id: number): Car => ({ ...cars[0]!, id, slug: `lotus-${id}`, make: "Lotus", model: "Emira", name: "2025 Lotus Emira" });

async function ids(search: SearchService, filters: string): Promise<string[]> {
  const { results } = await search.search({ requests: [{ indexName: "Car_production", filters, hitsPerPage: 1000, attributesToRetrieve: [] }] }, ADMIN);
  return (results[0] as { hits: { objectID: string }[] }).hits.map((hit) => hit.objectID).sort();
}

forEachBackend((backend) => {
  /** Two connections to one fresh database, as two processes would have. */
  async function twoProcesses(feedKept?: number) {
    const options = await backend.freshOptions();
    const [ours, theirs] = [await openDatabase(options), await openDatabase(options)];
    return {
      ours: createStockRepository(ours.db, { feedKept }),
      theirs: createStockRepository(theirs.db, { feedKept }),
      close: async () => {
        await ours.close();
        await theirs.close();
      },
    };
  }

  const service = (stock: ReturnType<typeof createStockRepository>, stockPollMs: number) =>
    createSearchService({ stock, dataDir: "", env: { SEARCH_ADMIN_KEY: ADMIN }, stockPollMs });

  describe("stock written by another process", () => {
    it("reaches search when the change feed is read, once, and this process's own writes at once", async () => {
      const db = await twoProcesses();
      await db.theirs.upsert(cars);
      const search = await service(db.ours, 0);
      try {
        expect(search.size).toBe(cars.length);
        await db.theirs.upsert([lotus(90_001)]);
        expect(await ids(search, "make:Lotus")).toEqual([]);
        await search.syncStock();
        expect(await ids(search, "make:Lotus")).toEqual(["90001"]);
        await db.theirs.remove([90_001, cars[0]!.id]);
        await db.ours.upsert([lotus(90_002)]);
        expect(await ids(search, "make:Lotus")).toEqual(["90001", "90002"]);
        await search.syncStock();
        expect(await ids(search, "make:Lotus")).toEqual(["90002"]);
        expect(await ids(search, `id:${cars[0]!.id}`)).toEqual([]);
        expect(search.size).toBe(cars.length);
      } finally {
        search.close();
        await db.close();
      }
    });

    it("is read on a timer without being asked", async () => {
      const db = await twoProcesses();
      const search = await service(db.ours, 20);
      try {
        await db.theirs.upsert([lotus(90_003)]);
        await vi.waitFor(async () => expect(await ids(search, "make:Lotus")).toEqual(["90003"]), { timeout: 5000, interval: 20 });
      } finally {
        search.close();
        await db.close();
      }
    });

    it("reloads the whole stock when this process fell further behind than the feed keeps", async () => {
      const db = await twoProcesses(2);
      await db.theirs.upsert(cars.slice(0, 5));
      const search = await service(db.ours, 0);
      try {
        await db.theirs.remove([cars[0]!.id, cars[1]!.id]);
        await db.theirs.upsert([lotus(90_004), lotus(90_005)]);
        await search.syncStock();
        expect(await ids(search, "")).toEqual([...cars.slice(2, 5).map((car) => String(car.id)), "90004", "90005"].sort());
      } finally {
        search.close();
        await db.close();
      }
    });
  });
});
