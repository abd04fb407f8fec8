import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { NO_MIGRATIONS } from "kysely/migration";
import { afterAll, describe, expect, it, vi } from "vitest";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { FIXED_NOW, sampleCars, sampleStockSite } from "../../tests/kit/stock-fixtures.ts";
import { createStockRepository } from "../stock/stock-repository.ts";
import { seedDemoStock } from "../demo/stock/seed.ts";
import type { StockChange } from "../types/services.ts";
import { openDatabase } from "./open-database.ts";
import { createMigrator } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

forEachBackend((backend) => {
  describe("migrations", () => {
    it("applies every migration on open, once", async () => {
      const options = await backend.freshOptions();
      const first = await openDatabase(options);
      await first.close();
      const second = await openDatabase(options);
      try {
        expect(second.dialect).toBe(backend.name);
        const applied = await second.db.selectFrom("kysely_migration" as never).select("name" as never).execute();
        expect(applied.map((row) => (row as { name: string }).name)).toEqual(Object.keys(migrations));
        expect(await second.db.selectFrom("cars").selectAll().execute()).toEqual([]);
      } finally {
        await second.close();
      }
    });

    it("migrates down to an empty schema and up again", async () => {
      const { db } = await backend.open();
      const migrator = createMigrator(db);
      const down = await migrator.migrateTo(NO_MIGRATIONS);
      expect(down.error).toBeUndefined();
      await expect(db.selectFrom("cars").selectAll().execute()).rejects.toThrow();
      const up = await migrator.migrateToLatest();
      expect(up.error).toBeUndefined();
      expect(await db.selectFrom("cars").selectAll().execute()).toEqual([]);
    });
  });

  describe("queries and transactions", () => {
    const row = (id: number, slug = `car-${id}`) => ({ id, slug, dealership_id: 1, status: "in_stock", updated_at: "2026-01-01T00:00:00.000Z", data: "{}" });

    it("selects, inserts with returning and updates", async () => {
      const { db } = await backend.open();
      const inserted = await db.insertInto("cars").values(row(1)).returning(["id", "slug"]).executeTakeFirstOrThrow();
      expect(inserted).toEqual({ id: 1, slug: "car-1" });
      const updated = await db.updateTable("cars").set({ status: "sold" }).where("id", "=", 1).executeTakeFirst();
      expect(Number(updated.numUpdatedRows)).toBe(1);
      expect(await db.selectFrom("cars").select(["id", "status"]).execute()).toEqual([{ id: 1, status: "sold" }]);
    });

    it("commits a transaction and rolls back a failed one entirely", async () => {
      const { db } = await backend.open();
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("cars").values(row(1)).execute();
        await trx.insertInto("cars").values(row(2)).execute();
      });
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto("cars").values(row(3)).execute();
          await trx.insertInto("cars").values(row(4, "car-1")).execute(); // duplicate slug
        }),
      ).rejects.toThrow();
      const ids = await db.selectFrom("cars").select("id").orderBy("id").execute();
      expect(ids.map((r) => r.id)).toEqual([1, 2]);
    });

    it("serialises concurrent transactions: neither sees the other's half-done work", async () => {
      const { db } = await backend.open();
      const events: string[] = [];
      const writer = (name: string, first: number) =>
        db.transaction().execute(async (trx) => {
          events.push(`${name} begin`);
          await trx.insertInto("cars").values(row(first)).execute();
          await delay(30);
          const count = await trx.selectFrom("cars").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
          await trx.insertInto("cars").values(row(first + 1)).execute();
          events.push(`${name} end ${Number(count.n)}`);
        });
      await Promise.all([writer("a", 10), writer("b", 20)]);
      const total = await db.selectFrom("cars").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
      expect(Number(total.n)).toBe(4);
      if (backend.name === "sqlite") {
        // One connection: the second transaction starts only after the first commits.
        expect(events).toEqual(["a begin", "a end 1", "b begin", "b end 3"]);
      }
    });
  });

  describe("stock repository", () => {
    const cars = sampleCars(30);

    it("stores cars and finds them by id, slug and dealership", async () => {
      const { db } = await backend.open();
      const stock = createStockRepository(db);
      await stock.upsert(cars);
      const [first] = cars;
      expect(await stock.getById(first!.id)).toEqual(first);
      expect(await stock.getBySlug(first!.slug)).toEqual(first);
      expect(await stock.getById(1)).toBeUndefined();
      expect(await stock.getBySlug("no-such-car")).toBeUndefined();
      expect(await stock.getByIds([cars[3]!.id, 1, cars[0]!.id, cars[3]!.id])).toEqual([cars[3], cars[0]]);
      expect(await stock.getByIds([])).toEqual([]);
      expect(await stock.count()).toBe(30);
      expect(await stock.count([101])).toBe(15);
      expect(await stock.count([])).toBe(0);
      expect((await stock.listByDealerships([102])).map((car) => car.id)).toEqual(cars.filter((car) => car.dealership_id === 102).map((car) => car.id));
      expect((await stock.all()).map((car) => car.id)).toEqual(cars.map((car) => car.id).sort((a, b) => a - b));
    });

    it("reads the whole stock a page at a time, in id order", async () => {
      const { db } = await backend.open();
      const stock = createStockRepository(db);
      await stock.upsert(cars);
      const ids = cars.map((car) => car.id).sort((a, b) => a - b);
      const first = await stock.carsAfter(0, 7);
      expect(first.map((car) => car.id)).toEqual(ids.slice(0, 7));
      expect(first[0]).toEqual(cars.find((car) => car.id === ids[0]));
      expect((await stock.carsAfter(ids[6]!, 7)).map((car) => car.id)).toEqual(ids.slice(7, 14));
      expect((await stock.carsAfter(ids[27]!, 7)).map((car) => car.id)).toEqual(ids.slice(28));
      expect(await stock.carsAfter(ids.at(-1)!, 7)).toEqual([]);
    });

    it("reads a page of the stock as each car's stored JSON text, for the search index's worker to parse", async () => {
      const { db } = await backend.open();
      const stock = createStockRepository(db);
      await stock.upsert(cars);
      const ids = cars.map((car) => car.id).sort((a, b) => a - b);
      const page = await stock.carJsonAfter!(ids[6]!, 7);
      expect(page.map((row) => row.id)).toEqual(ids.slice(7, 14));
      expect(page.map((row) => JSON.parse(row.json) as unknown)).toEqual(await stock.carsAfter(ids[6]!, 7));
      expect(await stock.carJsonAfter!(ids.at(-1)!, 7)).toEqual([]);
    });

    it("counts and pages the cars of some dealerships in some statuses, from a position or after an id", async () => {
      const { db } = await backend.open();
      const stock = createStockRepository(db);
      const statuses = ["in_stock", "sold", "coming_soon"] as const;
      const mixed = cars.map((car, i) => ({ ...car, status: statuses[i % 3]! }));
      await stock.upsert(mixed);
      const wanted = mixed.filter((car) => car.dealership_id === 101 && car.status !== "sold").map((car) => car.id).sort((a, b) => a - b);
      const query = { dealershipIds: [101], statuses: ["in_stock", "coming_soon"] as const };
      expect(await stock.count([101], ["in_stock", "coming_soon"])).toBe(wanted.length);
      expect(await stock.count([101], [])).toBe(0);
      expect((await stock.listPage({ ...query, limit: 4 })).map((car) => car.id)).toEqual(wanted.slice(0, 4));
      expect((await stock.listPage({ ...query, skip: 3, limit: 4 })).map((car) => car.id)).toEqual(wanted.slice(3, 7));
      expect((await stock.listPage({ ...query, afterId: wanted[5]!, limit: 100 })).map((car) => car.id)).toEqual(wanted.slice(6));
      expect(await stock.listPage({ ...query, limit: 0 })).toEqual([]);
      expect(await stock.listPage({ ...query, dealershipIds: [], limit: 5 })).toEqual([]);
    });

    it("updates an existing car in place and keeps the last version of a repeated car", async () => {
      const { db } = await backend.open();
      const stock = createStockRepository(db);
      await stock.upsert(cars.slice(0, 2));
      const sold = { ...cars[0]!, status: "sold" as const, sold: true, updated_at: FIXED_NOW.toISOString() };
      await stock.upsert([{ ...sold, price: 1 }, sold]);
      expect(await stock.getById(sold.id)).toEqual(sold);
      const stored = await db.selectFrom("cars").select(["status", "updated_at"]).where("id", "=", sold.id).executeTakeFirstOrThrow();
      expect(stored).toEqual({ status: "sold", updated_at: FIXED_NOW.toISOString() });
      expect(await stock.count()).toBe(2);
    });

    it("tells listeners about committed writes only", async () => {
      const { db } = await backend.open();
      const stock = createStockRepository(db);
      const changes: StockChange[] = [];
      const unsubscribe = stock.onChange((change) => changes.push(change));
      await stock.upsert(cars.slice(0, 3));
      await stock.remove([cars[0]!.id, 999]);
      const clash = { ...cars[5]!, slug: cars[1]!.slug };
      await expect(stock.upsert([cars[4]!, clash])).rejects.toThrow();
      expect(await stock.getById(cars[4]!.id)).toBeUndefined();
      unsubscribe();
      await stock.remove([cars[1]!.id]);
      expect(changes).toEqual([
        { upserted: cars.slice(0, 3), removed: [], positions: [1, 2, 3] },
        { upserted: [], removed: [cars[0]!.id], positions: [4] },
      ]);
    });

    it("keeps a change feed that another connection reads: each car as it is now, in order", async () => {
      const options = await backend.freshOptions();
      const [writing, reading] = [await openDatabase(options), await openDatabase(options)];
      try {
        const writer = createStockRepository(writing.db);
        const reader = createStockRepository(reading.db);
        expect(await reader.changeCursor()).toBe(0);
        await writer.upsert(cars.slice(0, 3));
        await writer.upsert([{ ...cars[1]!, price: 1 }]);
        await writer.remove([cars[2]!.id]);
        const feed = await reader.changesSince(0);
        expect(feed.complete).toBe(true);
        expect(feed.changes.map(({ position, carId, car }) => [position, carId, car?.price ?? null])).toEqual([
          [1, cars[0]!.id, cars[0]!.price],
          [2, cars[1]!.id, 1],
          [3, cars[2]!.id, null],
          [4, cars[1]!.id, 1],
          [5, cars[2]!.id, null],
        ]);
        expect(await reader.changeCursor()).toBe(5);
        expect((await reader.changesSince(3, 1)).changes.map((entry) => entry.position)).toEqual([4]);
        expect((await reader.changesSince(5)).changes).toEqual([]);
      } finally {
        await writing.close();
        await reading.close();
      }
    });

    it("reads the feed between two positions (a hole a reader looks into again)", async () => {
      const { db } = await backend.open();
      const stock = createStockRepository(db);
      await stock.upsert(cars.slice(0, 4));
      const between = await stock.changesSince(1, 10, 4);
      expect(between.changes.map((entry) => entry.position)).toEqual([2, 3]);
      expect(between.complete).toBe(true);
    });

    it("wakes a watcher of the change feed when another connection commits to it", async () => {
      const options = await backend.freshOptions();
      const [writing, reading] = [await openDatabase(options), await openDatabase(options)];
      vi.useFakeTimers({ toFake: ["setInterval"] });
      try {
        const writer = createStockRepository(writing.db);
        const watched = createStockRepository(reading.db, { notices: reading.notices });
        let wakes = 0;
        let woken = () => undefined as void;
        const stop = watched.watchFeed(() => {
          wakes++;
          woken();
        });
        const nextWake = () => new Promise<void>((resolve) => (woken = resolve));
        if (backend.name === "postgres") {
          // Once listening, the watcher is woken to look for anything written before; then by each commit's notice.
          if (wakes === 0) await nextWake();
          const notice = nextWake();
          await writer.upsert(cars.slice(0, 1));
          await notice;
          expect(wakes).toBe(2);
        } else {
          // SQLite sends no word of commits: the watcher is woken to look at the feed on a short interval.
          await writer.upsert(cars.slice(0, 1));
          expect(wakes).toBe(0);
          vi.advanceTimersByTime(250);
          expect(wakes).toBe(1);
        }
        stop();
      } finally {
        vi.useRealTimers();
        await writing.close();
        await reading.close();
      }
    });

    it("prunes the feed far behind the newest write, and tells a reader that fell further behind", async () => {
      const { db } = await backend.open();
      const stock = createStockRepository(db, { feedKept: 3 });
      for (const car of cars.slice(0, 5)) await stock.upsert([car]);
      expect((await db.selectFrom("stock_changes").select("position").execute()).map((row) => Number(row.position))).toEqual([3, 4, 5]);
      expect((await stock.changesSince(1)).complete).toBe(false);
      const near = await stock.changesSince(2);
      expect(near.complete).toBe(true);
      expect(near.changes.map((entry) => entry.position)).toEqual([3, 4, 5]);
    });

    it("writes a thousand cars in one batch", async () => {
      const { db } = await backend.open();
      const stock = createStockRepository(db);
      const many = sampleCars(1200);
      await stock.upsert(many);
      expect(await stock.count()).toBe(1200);
      expect(await stock.getById(many[1199]!.id)).toEqual(many[1199]);
      // More ids than one query takes: every car comes back, in the order asked.
      const reversed = many.map((car) => car.id).reverse();
      expect((await stock.getByIds(reversed)).map((car) => car.id)).toEqual(reversed);
    });

    it("seeds demo stock into empty dealerships only, once", async () => {
      const { db } = await backend.open();
      const stock = createStockRepository(db);
      const small = { ...sampleStockSite, demo_stock: { ...sampleStockSite.demo_stock, count: 40 } };
      await stock.upsert([{ ...cars.find((car) => car.dealership_id === 102)!, slug: "already-here", id: 102_099_999 }]);
      expect(await seedDemoStock(stock, [small], FIXED_NOW)).toEqual({ "harbour-motors": 20 });
      expect(await stock.count([101])).toBe(20);
      expect(await stock.count([102])).toBe(1);
      expect(await seedDemoStock(stock, [small], FIXED_NOW)).toEqual({});
      expect(await stock.count()).toBe(21);
    });
  });
});

describe("node:sqlite connection", () => {
  const dirs: string[] = [];
  const closers: (() => Promise<void>)[] = [];
  const open = async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "forecourt-sqlite-"));
    dirs.push(dataDir);
    const opened = await openDatabase({ dataDir });
    closers.push(opened.close);
    return opened;
  };
  afterAll(async () => {
    await Promise.all(closers.map((close) => close()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("opens in WAL mode with full synchronous commits, a busy timeout and foreign keys", async () => {
    const { db } = await open();
    const pragma = async (name: string) => Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0];
    expect(await pragma("journal_mode")).toBe("wal");
    expect(await pragma("synchronous")).toBe(2);
    expect(await pragma("busy_timeout")).toBe(5000);
    expect(await pragma("foreign_keys")).toBe(1);
  });

  it("binds booleans, nulls and dates and reports affected rows", async () => {
    const { db } = await open();
    const result = await sql<{ t: number; n: null; d: string }>`select ${true} as t, ${null} as n, ${new Date(0)} as d`.execute(db);
    expect({ ...result.rows[0] }).toEqual({ t: 1, n: null, d: "1970-01-01T00:00:00.000Z" });
    const deleted = await db.deleteFrom("cars").executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(0n);
  });
});
