import type { Car, LoaderContext } from "../types/index.ts";
import { requestCarBySlug } from "../routing/request-car.ts";

/**
 * The car a finance block is about: the vehicle page's `{slug}`, or `?car_id=` (an id or a slug) on pages such as
 * /personalised/finance and /cars/trade-in. Only cars of the site's own dealerships count.
 */
export async function currentCar(ctx: Pick<LoaderContext, "params" | "url" | "services" | "site">): Promise<Car | null> {
  const slug = ctx.params.slug;
  const carId = ctx.url.searchParams.get("car_id");
  let car: Car | undefined;
  if (slug) car = await requestCarBySlug(ctx, slug);
  else if (carId && /^[1-9][0-9]{0,9}$/.test(carId)) car = await ctx.services.stock.getById(Number(carId));
  else if (carId) car = await ctx.services.stock.getBySlug(carId);
  if (!car || !ctx.site.dealerships.some((d) => d.id === car.dealership_id)) return null;
  return car;
}
