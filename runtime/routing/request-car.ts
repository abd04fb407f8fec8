import type { Car, LoaderContext } from "../types/index.ts";

const byRequest = new WeakMap<object, Map<string, Promise<Car | undefined>>>();

/**
 * The car with this slug, read from the stock once per request however many loaders ask (the vehicle page's
 * blocks, its lead forms and finance panels each need the page's car). Shared between them: read it, never change it.
 */
export function requestCarBySlug(ctx: Pick<LoaderContext, "services">, slug: string): Promise<Car | undefined> {
  let cars = byRequest.get(ctx);
  if (!cars) byRequest.set(ctx, (cars = new Map()));
  let car = cars.get(slug);
  if (!car) cars.set(slug, (car = ctx.services.stock.getBySlug(slug)));
  return car;
}
