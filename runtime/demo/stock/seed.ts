import type { StockRepository } from "../../types/services.ts";
import { generateSiteStock } from "./generate.ts";
import type { StockSite } from "./stock-site.ts";

/**
 * Fills the dealerships that have no cars yet with their site's generated demo stock, one batched write per site.
 * Dealerships that already have stock are left alone, so restarts never duplicate or overwrite cars, and a
 * dealership shared by two sites is filled once. Returns how many cars were inserted per site slug.
 */
export async function seedDemoStock(
  stock: StockRepository,
  sites: readonly StockSite[],
  now: Date = new Date(),
): Promise<Record<string, number>> {
  const inserted: Record<string, number> = {};
  for (const site of sites) {
    const empty = new Set<number>();
    for (const dealership of site.dealerships) {
      if ((await stock.count([dealership.id])) === 0) empty.add(dealership.id);
    }
    if (empty.size === 0) continue;
    const cars = generateSiteStock(site, { now }).filter((car) => empty.has(car.dealership_id));
    await stock.upsert(cars);
    inserted[site.slug] = cars.length;
  }
  return inserted;
}
