import type { Car, StockRepository } from "../types/index.ts";

const cached = new WeakMap<StockRepository, { cars: Promise<Car[]> | null }>();

/**
 * Every car on the platform, kept between requests and dropped whenever the stock changes, so price comparisons
 * do not reload the whole stock on every vehicle page.
 */
export function platformStock(stock: StockRepository): Promise<Car[]> {
  let entry = cached.get(stock);
  if (!entry) {
    const fresh: { cars: Promise<Car[]> | null } = { cars: null };
    stock.onChange(() => {
      fresh.cars = null;
    });
    cached.set(stock, fresh);
    entry = fresh;
  }
  entry.cars ??= stock.all().catch((error: unknown) => {
    entry.cars = null;
    throw error;
  });
  return entry.cars;
}
