import { DatabaseSync } from "node:sqlite";
import { Kysely } from "kysely";
import type { Car, Services, StockChange, StockRepository } from "../types/index.ts";
import type { Tables } from "../storage/tables.ts";
import { NodeSqliteDialect } from "../storage/node-sqlite-dialect.ts";
import { migrateToLatest } from "../storage/migrate.ts";
import { createSearchService } from "../search/service/search-service.ts";

/** An in-memory stock repository for tests of the vehicle page's server code. */
export function memoryStock(cars: Car[]): StockRepository {
  const byId = new Map(cars.map((car) => [car.id, car]));
  const listeners = new Set<(change: StockChange) => void>();
  return {
    getById: async (id) => byId.get(id),
    getBySlug: async (slug) => [...byId.values()].find((car) => car.slug === slug),
    listByDealerships: async (ids) => [...byId.values()].filter((car) => ids.includes(car.dealership_id)),
    all: async () => [...byId.values()],
    count: async (ids) => [...byId.values()].filter((car) => !ids || ids.includes(car.dealership_id)).length,
    upsert: async (upserted) => {
      for (const car of upserted) byId.set(car.id, car);
      for (const listener of listeners) listener({ upserted: [...upserted], removed: [] });
    },
    remove: async (ids) => {
      for (const id of ids) byId.delete(id);
      for (const listener of listeners) listener({ upserted: [], removed: [...ids] });
    },
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Services over a migrated in-memory SQLite database, the given cars and the embedded search service. */
export async function testServices(cars: Car[]): Promise<Services & { close(): Promise<void> }> {
  const db = new Kysely<Tables>({ dialect: new NodeSqliteDialect(new DatabaseSync(":memory:")) });
  await migrateToLatest(db);
  const stock = memoryStock(cars);
  const search = await createSearchService({ stock, dataDir: "", env: { SEARCH_ADMIN_KEY: "vehicle-page-tests" } });
  const close = async () => {
    search.close();
    await db.destroy();
  };
  return { db, stock, search, close };
}
