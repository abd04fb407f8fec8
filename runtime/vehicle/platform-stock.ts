import type { Car, StockRepository } from "../types/index.ts";

interface Loaded {
  /** The change feed's position the cars were read at. */
  cursor: number;
  cars: Promise<Car[]>;
}

const cached = new WeakMap<StockRepository, Loaded>();

/**
 * Every car on the platform, kept between requests and read again once the stock changes (here or on another
 * server: the change feed's position moves), so price comparisons do not reload the whole stock on every
 * vehicle page.
 */
export async function platformStock(stock: StockRepository): Promise<Car[]> {
  const cursor = await stock.changeCursor();
  const kept = cached.get(stock);
  if (kept && kept.cursor === cursor) return kept.cars;
  const loaded: Loaded = { cursor, cars: stock.all() };
  cached.set(stock, loaded);
  loaded.cars.catch(() => {
    if (cached.get(stock) === loaded) cached.delete(stock);
  });
  return loaded.cars;
}
