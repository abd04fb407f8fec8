import type { Car } from "../types/generated/car.ts";
import type { Database, StockChange, StockRepository } from "../types/services.ts";

// Six bound values per row keeps a batch under SQLite's and PostgreSQL's parameter limits.
const BATCH_ROWS = 500;

/** The stock repository over the `cars` table. Listeners hear about a write only once it is committed. */
export function createStockRepository(db: Database): StockRepository {
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

  return {
    async getById(id) {
      const row = await selectCars().where("id", "=", id).executeTakeFirst();
      return row && parseCar(row.data);
    },
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
    async count(dealershipIds) {
      let query = db.selectFrom("cars").select((eb) => eb.fn.countAll().as("count"));
      if (dealershipIds) {
        if (dealershipIds.length === 0) return 0;
        query = query.where("dealership_id", "in", [...dealershipIds]);
      }
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async upsert(input) {
      // The last version of a car wins, as if the cars were written one after another.
      const cars = [...new Map(input.map((car) => [car.id, car])).values()];
      if (cars.length === 0) return;
      await db.transaction().execute(async (trx) => {
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
      });
      notify({ upserted: cars, removed: [] });
    },
    async remove(ids) {
      if (ids.length === 0) return;
      const removed: number[] = [];
      await db.transaction().execute(async (trx) => {
        for (let start = 0; start < ids.length; start += BATCH_ROWS) {
          const rows = await trx
            .deleteFrom("cars")
            .where("id", "in", ids.slice(start, start + BATCH_ROWS))
            .returning("id")
            .execute();
          removed.push(...rows.map((row) => Number(row.id)));
        }
      });
      if (removed.length) notify({ upserted: [], removed });
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
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
