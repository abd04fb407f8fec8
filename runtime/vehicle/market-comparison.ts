import type { Car, LoaderContext, StockRepository } from "../types/index.ts";
import { computeAutogauge, type AutogaugeResult } from "./autogauge.ts";
import { platformStock } from "./platform-stock.ts";

/**
 * The car's price against comparable listings across the platform's stock: the one source of both the price
 * gauge (GET /api/cars/{slug}/autogauge and its block) and the market-price banner, so the two never disagree on a page.
 */
export async function marketComparison(car: Car, stock: StockRepository): Promise<AutogaugeResult> {
  return computeAutogauge(car, await platformStock(stock));
}

const perRequest = new WeakMap<LoaderContext, Promise<AutogaugeResult>>();

/**
 * The market comparison of the vehicle page's car, worked out once per request: the gauge and the banner both
 * show it, and each comparison goes through the whole platform's stock.
 */
export function pageMarketComparison(ctx: LoaderContext, car: Car): Promise<AutogaugeResult> {
  let found = perRequest.get(ctx);
  if (!found) {
    found = marketComparison(car, ctx.services.stock);
    perRequest.set(ctx, found);
  }
  return found;
}
