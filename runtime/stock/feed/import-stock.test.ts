import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { forEachBackend } from "../../../tests/kit/backends.ts";
import { FIXED_NOW, sampleCars, sampleStockSite } from "../../../tests/kit/stock-fixtures.ts";
import { defaultFeed, DMS_HEADER, dmsRow } from "../../../tests/kit/stock-feed-fixtures.ts";
import { openDatabase } from "../../storage/open-database.ts";
import type { StockChange } from "../../types/services.ts";
import { createStockRepository } from "../stock-repository.ts";
import { importStock, type ImportOptions } from "./import-stock.ts";

const site = { slug: "harbour-motors", dealerships: [sampleStockSite.dealerships[0]!] };
const csv = (...rows: string[]) => Buffer.from([DMS_HEADER, ...rows].join("\n"));
const options = (overrides: Partial<ImportOptions> = {}): ImportOptions => ({ source: "file:test.csv", feed: defaultFeed(), acceptValid: false, now: FIXED_NOW, ...overrides });
const jsonLines = (cars: readonly object[]) => Buffer.from(cars.map((car) => JSON.stringify(car)).join("\n"));

forEachBackend((backend) => {
  describe("importStock", () => {
    it("applies a feed in one write, tells the stock's listeners (the search index) once, and stores its report", async () => {
      const { db } = await backend.open();
      const stock = createStockRepository(db);
      const changes: StockChange[] = [];
      stock.onChange((change) => changes.push(change));
      const report = await importStock(stock, site, csv(dmsRow("A1"), dmsRow("A2")), options());
      expect(report).toMatchObject({ site: "harbour-motors", source: "file:test.csv", full: true, outcome: "applied", problems: [] });
      expect(report.counts).toEqual({ added: 2, updated: 0, sold: 0, unchanged: 0, rejected: 0 });
      expect(changes).toHaveLength(1);
      expect(changes[0]!.upserted.map((car) => car.stocknum)).toEqual(["A1", "A2"]);
      expect(await stock.count([101])).toBe(2);
      const stored = await db.selectFrom("stock_imports").selectAll().execute();
      expect(stored.map((row) => [row.site_slug, row.source, row.outcome, JSON.parse(row.report).counts.added])).toEqual([["harbour-motors", "file:test.csv", "applied", 2]]);
    });

    it("changes nothing for a feed with problems, unless told to apply its valid rows; both runs are reported", async () => {
      const { db } = await backend.open();
      const stock = createStockRepository(db);
      const changes: StockChange[] = [];
      stock.onChange((change) => changes.push(change));
      const feed = csv(dmsRow("A1"), dmsRow("A2", { price: "POA" }), dmsRow("A3"));
      const rejected = await importStock(stock, site, feed, options());
      expect(rejected.outcome).toBe("rejected");
      expect(rejected.problems).toEqual([{ where: "line 3", field: "Price", message: 'expected a number, got "POA"' }]);
      expect(await stock.count()).toBe(0);
      expect(changes).toEqual([]);
      const accepted = await importStock(stock, site, feed, options({ acceptValid: true }));
      expect(accepted.outcome).toBe("applied");
      expect(accepted.counts).toEqual({ added: 2, updated: 0, sold: 0, unchanged: 0, rejected: 1 });
      expect((await stock.all()).map((car) => car.stocknum)).toEqual(["A1", "A3"]);
      expect((await db.selectFrom("stock_imports").select("outcome").orderBy("started_at").execute()).map((row) => row.outcome).sort()).toEqual(["applied", "rejected"]);
    });

    it("reads a large feed a chunk at a time: a problem after the first chunk was written still leaves the stock as it was", async () => {
      const { db } = await backend.open();
      const stock = createStockRepository(db);
      const changes: StockChange[] = [];
      stock.onChange((change) => changes.push(change));
      const rows = Array.from({ length: 2500 }, (_, i) => dmsRow(`L${i}`, i === 2200 ? { price: "POA" } : {}));
      const rejected = await importStock(stock, site, csv(...rows), options());
      expect(rejected.outcome).toBe("rejected");
      expect(rejected.problems).toEqual([{ where: "line 2202", field: "Price", message: 'expected a number, got "POA"' }]);
      expect(await stock.count()).toBe(0);
      expect(changes).toEqual([]);
      expect((await db.selectFrom("stock_imports").select("outcome").execute()).map((row) => row.outcome)).toEqual(["rejected"]);

      const accepted = await importStock(stock, site, csv(...rows), options({ acceptValid: true }));
      expect(accepted.counts).toEqual({ added: 2499, updated: 0, sold: 0, unchanged: 0, rejected: 1 });
      const ids = (await stock.all()).map((car) => car.id);
      expect(new Set(ids).size).toBe(2499);
      expect(changes.flatMap((change) => change.upserted)).toHaveLength(2499);
    });

    it("keeps ids and slugs across imports, sells what a full feed drops, and the same feed twice writes nothing", async () => {
      const { db } = await backend.open();
      const stock = createStockRepository(db);
      await importStock(stock, site, csv(dmsRow("A1"), dmsRow("A2")), options());
      const before = await stock.all();
      const writes: StockChange[] = [];
      stock.onChange((change) => writes.push(change));
      const later = new Date(FIXED_NOW.getTime() + 86_400_000);
      const dropped = await importStock(stock, site, csv(dmsRow("A1")), options({ now: later }));
      expect(dropped.counts).toEqual({ added: 0, updated: 0, sold: 1, unchanged: 1, rejected: 0 });
      const again = await importStock(stock, site, csv(dmsRow("A1")), options({ now: later }));
      expect(again.counts).toEqual({ added: 0, updated: 0, sold: 0, unchanged: 1, rejected: 0 });
      expect(writes).toHaveLength(1);
      const after = await stock.all();
      expect(after.map((car) => [car.id, car.slug, car.status, car.sold_at])).toEqual([
        [before[0]!.id, before[0]!.slug, "in_stock", null],
        [before[1]!.id, before[1]!.slug, "sold", later.toISOString()],
      ]);
    });

    it("runs imports of the same stock one after another: two at once both count against the other's result", async () => {
      const options1 = await backend.freshOptions();
      // node:sqlite waits for a lock by blocking its thread, so two SQLite connections of one process would wait
      // on each other: a process keeps one (its driver runs transactions in turn). PostgreSQL gets two pools.
      const one = await openDatabase(options1);
      const two = backend.name === "sqlite" ? one : await openDatabase(options1);
      try {
        const feed = csv(...Array.from({ length: 300 }, (_, i) => dmsRow(`S${i}`)));
        const reports = await Promise.all([
          importStock(createStockRepository(one.db), site, feed, options()),
          importStock(createStockRepository(two.db), site, feed, options()),
        ]);
        // One added every car; the other, after it, found them all unchanged: never a car twice.
        expect(reports.map((report) => report.counts.added).sort()).toEqual([0, 300]);
        expect(reports.map((report) => report.counts.unchanged).sort()).toEqual([0, 300]);
        expect(await createStockRepository(one.db).count()).toBe(300);
      } finally {
        await one.close();
        if (two !== one) await two.close();
      }
    });

    it("imports the demo stock's cars from JSON Lines with their own ids, slugs and media", async () => {
      const { db } = await backend.open();
      const stock = createStockRepository(db);
      const cars = sampleCars(40);
      const report = await importStock(stock, sampleStockSite, jsonLines(cars), options({ feed: defaultFeed({ format: "json" }) }));
      expect(report.problems).toEqual([]);
      expect(report.counts.added).toBe(40);
      const stored = await stock.all();
      expect(stored.map((car) => [car.id, car.slug, car.images])).toEqual([...cars].sort((a, b) => a.id - b.id).map((car) => [car.id, car.slug, car.images]));
    });

    it("survives a SIGKILL inside the import's transaction: the stock is as before, and the next import runs clean", async () => {
      const dbOptions = await backend.freshOptions();
      const feedFile = join(mkdtempSync(join(tmpdir(), "forecourt-feed-")), "feed.jsonl");
      const cars = sampleCars(600);
      writeFileSync(feedFile, jsonLines(cars));
      const child = spawn(process.execPath, ["tests/kit/stock-import-child.ts", dbOptions.dataDir, dbOptions.databaseUrl ?? "", feedFile], { stdio: ["ignore", "pipe", "inherit"] });
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("written") && resolve());
        child.on("exit", (code) => reject(new Error(`the import child exited (${code}) before writing`)));
      });
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));

      const database = await openDatabase(dbOptions);
      try {
        const stock = createStockRepository(database.db);
        expect(await stock.count()).toBe(0);
        expect(await database.db.selectFrom("stock_imports").selectAll().execute()).toEqual([]);
        const report = await importStock(stock, sampleStockSite, jsonLines(cars), options({ feed: defaultFeed({ format: "json" }) }));
        expect(report.counts.added).toBe(600);
        expect(await stock.count()).toBe(600);
      } finally {
        await database.close();
      }
    }, 60_000);
  });
});
