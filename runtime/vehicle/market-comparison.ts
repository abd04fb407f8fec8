import type { Car, LoaderContext, StockRepository } from "../types/index.ts";
import { computeAutogauge, type AutogaugeResult } from "./autogauge.ts";
import { platformStock } from "./platform-stock.ts";

/**
 * The car's price against comparable listings across the platform's stock: the one source of both the price
 * gauge (GET /api/cars/{slug}/autogauge and its block) and the market-price banner, so the two never disagree on a page.
 */
export async function marketComparison(car: Car, stock: StockRepository): Promise<AutogaugeResult> {
  return computeAutogauge(car, sameModel(await platformStock(stock), car));
}

/** The platform's cars by make and model, as comparisons match them: grouped once per read of the stock. */
const modelsOf = new WeakMap<readonly Car[], Map<string, Car[]>>();

/** The cars of the car's make and model (any case), in the stock's order: the only ones it is compared with. */
function sameModel(cars: readonly Car[], car: Car): Car[] {
  let models = modelsOf.get(cars);
  if (!models) {
    models = new Map();
    for (const other of cars) {
      const key = modelKey(other);
      const group = models.get(key);
      if (group) group.push(other);
      else models.set(key, [other]);
    }
    modelsOf.set(cars, models);
  }
  return models.get(modelKey(car)) ?? [];
}

function modelKey(car: Pick<Car, "make" | "model">): string {
  return `${car.make.toLowerCase()}\n${car.model.toLowerCase()}`;
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
