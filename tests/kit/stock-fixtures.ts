import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from "kysely";
import type { Car } from "../../runtime/types/generated/car.ts";
import type { Tables } from "../../runtime/storage/tables.ts";
import type { StockChange, StockRepository } from "../../runtime/types/services.ts";
import { generateSiteStock } from "../../runtime/demo/stock/generate.ts";
import type { StockLocation, StockSite } from "../../runtime/demo/stock/stock-site.ts";

/** A fixed moment, so generated stock and date rules give the same answers on every run. */
export const FIXED_NOW = new Date("2026-03-15T02:00:00.000Z");

/** A two-dealership Toyota site with three sales yards across two states. */
export const sampleStockSite: StockSite = {
  slug: "harbour-motors",
  manufacturer: "Toyota",
  finance_provider: "Taurus",
  offers_subscription: false,
  dealerships: [
    { id: 101, slug: "harbour-motors-toyota", name: "Harbour Motors Toyota" },
    { id: 102, slug: "harbour-motors-used", name: "Harbour Motors Used Cars" },
  ],
  locations: [
    location(11, 101, "Harbour Motors Toyota - Sales", "Sydney", "NSW", "2000", true),
    location(12, 101, "Harbour Motors Toyota Parramatta", "Parramatta", "NSW", "2150", false),
    location(13, 102, "Harbour Motors Used Cars Brisbane", "Brisbane", "QLD", "4000", true),
  ],
  demo_stock: { count: 400, seed: 1, car_types: ["new", "used", "demo"], vehicle_kinds: ["car"] },
};

/** Generated cars of the sample site (deterministic). */
export function sampleCars(count = 50, site: StockSite = sampleStockSite): Car[] {
  return generateSiteStock(site, { count, now: FIXED_NOW });
}

/** A database that answers every query with no rows and keeps nothing. */
const nowhere = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

/** A StockRepository held in memory, for tests of code that only reads and writes stock. */
export function memoryStock(initial: readonly Car[] = []): StockRepository {
  const cars = new Map(initial.map((car) => [car.id, car]));
  const listeners = new Set<(change: StockChange) => void>();
  // The change feed: car ids by position (position n at index n - 1).
  const feed: number[] = [];
  const write = (upserted: Car[], removed: number[]) => {
    const positions = [...upserted.map((car) => car.id), ...removed].map((id) => feed.push(id));
    listeners.forEach((listener) => listener({ upserted, removed, positions }));
  };
  return {
    getById: async (id) => cars.get(id),
    getByIds: async (ids) => [...new Set(ids)].flatMap((id) => cars.get(id) ?? []),
    getBySlug: async (slug) => [...cars.values()].find((car) => car.slug === slug),
    listByDealerships: async (ids) => [...cars.values()].filter((car) => ids.includes(car.dealership_id)),
    all: async () => [...cars.values()],
    carsAfter: async (afterId, limit) => [...cars.values()].filter((car) => car.id > afterId).sort((a, b) => a.id - b.id).slice(0, limit),
    count: async (ids, statuses) =>
      [...cars.values()].filter((car) => (!ids || ids.includes(car.dealership_id)) && (!statuses || statuses.includes(car.status))).length,
    listPage: async ({ dealershipIds, statuses, afterId, skip = 0, limit }) =>
      [...cars.values()]
        .filter((car) => dealershipIds.includes(car.dealership_id) && statuses.includes(car.status) && (afterId === undefined || car.id > afterId))
        .sort((a, b) => a.id - b.id)
        .slice(skip, skip + Math.max(0, limit)),
    async upsert(list) {
      for (const car of list) cars.set(car.id, car);
      if (list.length) write([...list], []);
    },
    async remove(ids) {
      const removed = ids.filter((id) => cars.delete(id));
      if (removed.length) write([], removed);
    },
    async transaction(work) {
      // Cars are written at commit; the transaction's other tables (an import's report) go to a database that
      // keeps nothing, so code that imports stock runs against memory too.
      const pending: Car[] = [];
      const result = await nowhere.transaction().execute((trx) =>
        work({
          db: trx,
          pageOfDealerships: async (ids, afterId, limit) =>
            [...cars.values()].filter((car) => ids.includes(car.dealership_id) && car.id > afterId).sort((a, b) => a.id - b.id).slice(0, limit),
          getByIds: async (ids) => ids.flatMap((id) => cars.get(id) ?? []),
          upsert: async (list) => void pending.push(...list),
        }),
      );
      for (const car of pending) cars.set(car.id, car);
      if (pending.length) write(pending, []);
      return result;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changeCursor: async () => feed.length,
    async changesSince(cursor, limit = 5000, before = Infinity) {
      const changes = feed.slice(cursor, Math.min(cursor + limit, before - 1)).map((carId, i) => ({ position: cursor + i + 1, carId, car: cars.get(carId) ?? null }));
      return { complete: true, changes };
    },
    // Only this process writes to memory, and its listeners hear of every write at once.
    watchFeed: () => () => undefined,
  };
}

function location(
  id: number,
  dealershipId: number,
  name: string,
  city: string,
  state: StockLocation["address"]["state"],
  postcode: string,
  primary: boolean,
): StockLocation {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    primary,
    location_type: "sales",
    dealership_id: dealershipId,
    visible: true,
    // The fixtures' yards sell every kind, so a site's demo kinds alone say what is generated.
    vehicle_kinds: ["car", "motorcycle", "truck", "caravan"],
    address: { street: `${id} Main Road`, city, state, postcode, place_url: `https://maps.example.com/?q=${postcode}` },
    contact_detail: { phone: `02 9000 00${id}` },
    distribution_locations: primary ? [] : [`${city} Pick-up Point`],
  };
}
