import type { Car } from "../types/generated/car.ts";
import type { Transaction } from "kysely";
import type { Tables } from "../storage/tables.ts";
import type { Database, StockChange, StockFeedEntry, StockRepository } from "../types/services.ts";
import type { DatabaseNotices } from "../storage/database-notices.ts";

// Six bound values per row keeps a batch under SQLite's and PostgreSQL's parameter limits.
const BATCH_ROWS = 500;
// A page of hits is at most a thousand cars, so a lookup of one page is one query.
const IDS_PER_QUERY = 1000;
/** The channel the change feed's trigger notifies on PostgreSQL (migration 202612140000-stock-change-notices). */
const FEED_CHANNEL = "stock_changes";
/** How often the change feed is looked at where the database sends no word of writes (SQLite). */
const FEED_LOOK_MS = 250;

export interface StockRepositoryOptions {
  /** How many of the latest feed rows are kept: a reader further behind than this loads the whole stock again. */
  feedKept?: number;
  /** The database's word of other connections' commits, which wakes feed watchers at once (PostgreSQL). */
  notices?: DatabaseNotices;
}

/** The stock repository over the `cars` table. Listeners hear about a write only once it is committed. */
export function createStockRepository(db: Database, options: StockRepositoryOptions = {}): StockRepository {
  const feedKept = options.feedKept ?? 100_000;
  const listeners = new Set<(change: StockChange) => void>();

  const notify = (change: StockChange) => {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        // The write is already committed; a failing listener must not turn it into a reported failure.
        console.error("stock change listener failed", error);
      }
    }
  };

  const selectCars = () => db.selectFrom("cars").select("data");
  const changeCursor = async () => {
    const row = await db.selectFrom("stock_changes").select((eb) => eb.fn.max("position").as("last")).executeTakeFirst();
    return Number(row?.last ?? 0);
  };

  return {
    async getById(id) {
      const row = await selectCars().where("id", "=", id).executeTakeFirst();
      return row && parseCar(row.data);
    },
    getByIds: (ids) => carsByIds(db, ids),
    async getBySlug(slug) {
      const row = await selectCars().where("slug", "=", slug).executeTakeFirst();
      return row && parseCar(row.data);
    },
    async listByDealerships(dealershipIds) {
      if (dealershipIds.length === 0) return [];
      const rows = await selectCars().where("dealership_id", "in", [...dealershipIds]).orderBy("id").execute();
      return rows.map((row) => parseCar(row.data));
    },
    async all() {
      const rows = await selectCars().orderBy("id").execute();
      return rows.map((row) => parseCar(row.data));
    },
    async carsAfter(afterId, limit) {
      const rows = await selectCars().where("id", ">", afterId).orderBy("id").limit(limit).execute();
      return rows.map((row) => parseCar(row.data));
    },
    async carJsonAfter(afterId, limit) {
      const rows = await db.selectFrom("cars").select(["id", "data"]).where("id", ">", afterId).orderBy("id").limit(limit).execute();
      return rows.map((row) => ({ id: Number(row.id), json: row.data }));
    },
    async count(dealershipIds, statuses) {
      let query = db.selectFrom("cars").select((eb) => eb.fn.countAll().as("count"));
      if (dealershipIds) {
        if (dealershipIds.length === 0) return 0;
        query = query.where("dealership_id", "in", [...dealershipIds]);
      }
      if (statuses) {
        if (statuses.length === 0) return 0;
        query = query.where("status", "in", [...statuses]);
      }
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async listPage({ dealershipIds, statuses, afterId, skip, limit }) {
      if (dealershipIds.length === 0 || statuses.length === 0 || limit <= 0) return [];
      let query = selectCars().where("dealership_id", "in", [...dealershipIds]).where("status", "in", [...statuses]);
      if (afterId !== undefined) query = query.where("id", ">", afterId);
      const rows = await query.orderBy("id").limit(limit).offset(skip ?? 0).execute();
      return rows.map((row) => parseCar(row.data));
    },
    async upsert(input) {
      const cars = lastVersions(input);
      if (cars.length === 0) return;
      const positions = await db.transaction().execute((trx) => writeCars(trx, cars, feedKept));
      notify({ upserted: cars, removed: [], positions });
    },
    async transaction(work) {
      const written: Car[] = [];
      const positions: number[] = [];
      const result = await db.transaction().execute((trx) =>
        work({
          db: trx,
          async pageOfDealerships(dealershipIds, afterId, limit) {
            if (dealershipIds.length === 0) return [];
            const rows = await trx.selectFrom("cars").select("data").where("dealership_id", "in", [...dealershipIds]).where("id", ">", afterId).orderBy("id").limit(limit).execute();
            return rows.map((row) => parseCar(row.data));
          },
          getByIds: (ids) => carsByIds(trx, ids),
          async upsert(input) {
            const cars = lastVersions(input);
            if (cars.length === 0) return;
            positions.push(...(await writeCars(trx, cars, feedKept)));
            // Kept for the listeners only: a large import in a process without any holds no copy of its cars.
            if (listeners.size > 0) written.push(...cars);
          },
        }),
      );
      if (positions.length) notify({ upserted: written, removed: [], positions });
      return result;
    },
    async remove(ids) {
      if (ids.length === 0) return;
      const removed: number[] = [];
      let positions: number[] = [];
      await db.transaction().execute(async (trx) => {
        for (let start = 0; start < ids.length; start += BATCH_ROWS) {
          const rows = await trx
            .deleteFrom("cars")
            .where("id", "in", ids.slice(start, start + BATCH_ROWS))
            .returning("id")
            .execute();
          removed.push(...rows.map((row) => Number(row.id)));
        }
        positions = await recordChanges(trx, removed, feedKept);
      });
      if (removed.length) notify({ upserted: [], removed, positions });
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changeCursor,
    async changesSince(cursor, limit = 5000, before) {
      let query = db
        .selectFrom("stock_changes")
        .leftJoin("cars", "cars.id", "stock_changes.car_id")
        .select(["stock_changes.position", "stock_changes.car_id", "cars.data"])
        .where("stock_changes.position", ">", cursor);
      if (before !== undefined) query = query.where("stock_changes.position", "<", before);
      const rows = await query.orderBy("stock_changes.position").limit(limit).execute();
      const changes: StockFeedEntry[] = rows.map((row) => ({
        position: Number(row.position),
        carId: Number(row.car_id),
        car: row.data === null ? null : parseCar(row.data),
      }));
      // The feed is pruned from its oldest end only, so nothing after the cursor was pruned when the next position
      // is there, or when nothing at all follows it (an idle feed is one query). Otherwise: rows up to feedKept
      // behind the newest are never pruned, so a cursor within that reach misses nothing.
      const unpruned = changes.length ? changes[0]!.position === cursor + 1 : before === undefined;
      return { complete: unpruned || cursor >= (await changeCursor()) - feedKept, changes };
    },
    watchFeed(wake) {
      const stop = options.notices?.listen(FEED_CHANNEL, wake);
      if (stop) return stop;
      const timer = setInterval(wake, FEED_LOOK_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

/** The cars of these ids that exist, in the order asked, a page of ids per query. */
async function carsByIds(db: Database | Transaction<Tables>, ids: readonly number[]): Promise<Car[]> {
  const unique = [...new Set(ids)];
  const found = new Map<number, Car>();
  for (let start = 0; start < unique.length; start += IDS_PER_QUERY) {
    const rows = await db.selectFrom("cars").select(["id", "data"]).where("id", "in", unique.slice(start, start + IDS_PER_QUERY)).execute();
    for (const row of rows) found.set(Number(row.id), parseCar(row.data));
  }
  return unique.flatMap((id) => found.get(id) ?? []);
}

/** The last version of each car wins, as if the cars were written one after another. */
function lastVersions(input: readonly Car[]): Car[] {
  return [...new Map(input.map((car) => [car.id, car])).values()];
}

/** Inserts or replaces cars and records them in the change feed, in the caller's transaction; returns their positions. */
async function writeCars(trx: Transaction<Tables>, cars: readonly Car[], feedKept: number): Promise<number[]> {
  for (let start = 0; start < cars.length; start += BATCH_ROWS) {
    const rows = cars.slice(start, start + BATCH_ROWS).map(toRow);
    await trx
      .insertInto("cars")
      .values(rows)
      .onConflict((oc) =>
        oc.column("id").doUpdateSet((eb) => ({
          slug: eb.ref("excluded.slug"),
          dealership_id: eb.ref("excluded.dealership_id"),
          status: eb.ref("excluded.status"),
          updated_at: eb.ref("excluded.updated_at"),
          data: eb.ref("excluded.data"),
        })),
      )
      .execute();
  }
  return recordChanges(trx, cars.map((car) => car.id), feedKept);
}

/** Adds a write's cars to the change feed (in its transaction) and prunes rows far behind; returns its positions. */
async function recordChanges(trx: Transaction<Tables>, carIds: readonly number[], kept: number): Promise<number[]> {
  const positions: number[] = [];
  let newest = 0;
  for (let start = 0; start < carIds.length; start += BATCH_ROWS) {
    const rows = await trx
      .insertInto("stock_changes")
      .values(carIds.slice(start, start + BATCH_ROWS).map((id) => ({ car_id: id })))
      .returning("position")
      .execute();
    for (const row of rows) {
      positions.push(Number(row.position));
      newest = Math.max(newest, Number(row.position));
    }
  }
  if (newest > kept) await trx.deleteFrom("stock_changes").where("position", "<=", newest - kept).execute();
  return positions;
}

function toRow(car: Car) {
  return {
    id: car.id,
    slug: car.slug,
    dealership_id: car.dealership_id,
    status: car.status,
    updated_at: car.updated_at,
    data: JSON.stringify(car),
  };
}

function parseCar(data: string): Car {
  return JSON.parse(data) as Car;
}
