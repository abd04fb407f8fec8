import { describe, expect, it, vi } from "vitest";
import { forEachBackend } from "../../../tests/kit/backends.ts";
import { openDatabase } from "../../storage/open-database.ts";
import { createStockRepository } from "../../stock/stock-repository.ts";
import { importStock } from "../../stock/feed/import-stock.ts";
import { DMS_HEADER, defaultFeed, dmsRow } from "../../../tests/kit/stock-feed-fixtures.ts";
import { FIXED_NOW, sampleCars, sampleStockSite } from "../../../tests/kit/stock-fixtures.ts";
import { createSearchService, type SearchService } from "./search-service.ts";
import type { Car } from "../../types/generated/car.ts";

const ADMIN = "stock-feed-tests";
const cars = sampleCars(40).filter((car) => car.status === "in_stock" && car.show_on_dealer_website !== false);
const site = { slug: "harbour-motors", dealerships: [sampleStockSite.dealerships[0]!] };
/** A dealer's CSV feed of `count` cars (more than the feed reader's batch), the last one `last` if given. */
const feed = (count: number, last?: string) =>
  Buffer.from([DMS_HEADER, ...Array.from({ length: count }, (_, i) => (i === count - 1 && last) || dmsRow(`F${i}`, { make: "Subaru", model: "Forester" }))].join("\n"));
const importOptions = { source: "file:feed.csv", feed: defaultFeed(), acceptValid: false, now: FIXED_NOW };
const lotus = (id: number): Car => ({ ...cars[0]!, id, slug: `lotus-${id}`, make: "Lotus", model: "Emira", name: "2025 Lotus Emira" });

async function ids(search: SearchService, filters: string): Promise<string[]> {
  const { results } = await search.search({ requests: [{ indexName: "Car_production", filters, hitsPerPage: 1000, attributesToRetrieve: [] }] }, ADMIN);
  return (results[0] as { hits: { objectID: string }[] }).hits.map((hit) => hit.objectID).sort();
}

async function count(search: SearchService, filters: string): Promise<number> {
  const { results } = await search.search({ requests: [{ indexName: "Car_production", filters, hitsPerPage: 0 }] }, ADMIN);
  return (results[0] as { nbHits: number }).nbHits;
}

forEachBackend((backend) => {
  /** Two connections to one fresh database, as two processes would have, each hearing the database's notices. */
  async function twoProcesses(feedKept?: number) {
    const options = await backend.freshOptions();
    const [ours, theirs] = [await openDatabase(options), await openDatabase(options)];
    return {
      ours: createStockRepository(ours.db, { feedKept, notices: ours.notices }),
      theirs: createStockRepository(theirs.db, { feedKept, notices: theirs.notices }),
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

    it("an import on another server reaches this one's index whole, and a single car's change after it", async () => {
      const db = await twoProcesses();
      const search = await service(db.ours, 0);
      try {
        const report = await importStock(db.theirs, site, feed(1200), importOptions);
        expect(report.counts.added).toBe(1200);
        await search.syncStock();
        expect(await count(search, "make:Subaru")).toBe(1200);
        const [car] = await db.theirs.listPage({ dealershipIds: [site.dealerships[0]!.id], statuses: ["in_stock"], limit: 1 });
        await db.theirs.upsert([{ ...car!, price: 4321 }]);
        expect(await ids(search, "price:4321")).toEqual([]);
        await search.syncStock();
        expect(await ids(search, "price:4321")).toEqual([String(car!.id)]);
        expect(search.size).toBe(1200);
      } finally {
        search.close();
        await db.close();
      }
    });

    it("reads on past the positions of an import that was rolled back", async () => {
      const db = await twoProcesses();
      const search = await service(db.ours, 0);
      try {
        const rejected = await importStock(db.theirs, site, feed(1200, "F1199,,Used,1999,Subaru,Forester,,Wagon,Blue,12000,Automatic,Petrol,not a price,"), importOptions);
        expect(rejected.outcome).not.toBe("applied");
        await search.syncStock();
        // On PostgreSQL its first chunk took positions that never commit; more cars follow the hole than the old
        // reader took in one read.
        await importStock(db.theirs, site, feed(2100), importOptions);
        await search.syncStock();
        expect(await count(search, "make:Subaru")).toBe(2100);
      } finally {
        search.close();
        await db.close();
      }
    });

    it("is woken by another server's write without waiting for its poll", async () => {
      const db = await twoProcesses();
      const search = await service(db.ours, 3_600_000);
      try {
        await db.theirs.upsert([lotus(90_006)]);
        // The poll is an hour away: only the stock's wake-up (PostgreSQL's notice, SQLite's look at the feed) reads it.
        await vi.waitFor(async () => expect(await ids(search, "make:Lotus")).toEqual(["90006"]), { timeout: 10_000, interval: 20 });
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
