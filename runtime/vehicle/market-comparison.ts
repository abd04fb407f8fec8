import type { Car, StockRepository } from "../types/index.ts";
import { computeAutogauge, type AutogaugeResult } from "./autogauge.ts";
import { platformStock } from "./platform-stock.ts";

/**
 * The car's price against comparable listings across the platform's stock: the one source of both the price
 * gauge (GET /api/cars/{slug}/autogauge) and the market-price banner, so the two never disagree on a page.
 */
export async function marketComparison(car: Car, stock: StockRepository): Promise<AutogaugeResult> {
  return computeAutogauge(car, await platformStock(stock));
}
