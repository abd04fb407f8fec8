import type { Car } from "../../types/generated/car.ts";
import type { StockChange, StockRepository } from "../../types/services.ts";

/** A StockRepository held in memory, for search tests and the search benchmark (no database needed). */
export function memoryStock(initial: readonly Car[] = []): StockRepository {
  const cars = new Map(initial.map((car) => [car.id, car]));
  const listeners = new Set<(change: StockChange) => void>();
  const notify = (change: StockChange) => listeners.forEach((listener) => listener(change));
  return {
    getById: async (id) => cars.get(id),
    getBySlug: async (slug) => [...cars.values()].find((car) => car.slug === slug),
    listByDealerships: async (ids) => [...cars.values()].filter((car) => ids.includes(car.dealership_id)),
    all: async () => [...cars.values()],
    count: async (ids) => (ids ? [...cars.values()].filter((car) => ids.includes(car.dealership_id)).length : cars.size),
    async upsert(input) {
      for (const car of input) cars.set(car.id, car);
      notify({ upserted: [...input], removed: [] });
    },
    async remove(ids) {
      for (const id of ids) cars.delete(id);
      notify({ upserted: [], removed: [...ids] });
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
