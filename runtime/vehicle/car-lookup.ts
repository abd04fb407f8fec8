import { canonicalOrigin } from "../routing/canonical-origin.ts";
import type { Car, LoaderContext, Services, Site } from "../types/index.ts";
import { vehicleMeta } from "./vehicle-meta.ts";
import { requestCarBySlug } from "../routing/request-car.ts";

/** Statuses a vehicle page exists for: in stock, coming soon, and sold (shown with the sold panel). */
const PAGE_STATUSES: ReadonlySet<Car["status"]> = new Set(["in_stock", "coming_soon", "sold"]);

/** A car this site may show: one of its dealerships' cars, published, with a page status. */
export async function siteCar(site: Pick<Site, "dealerships">, services: Pick<Services, "stock">, slug: string): Promise<Car | null> {
  const car = await services.stock.getBySlug(slug);
  return car && siteListsCar(site, car) ? car : null;
}

/** Whether the site lists the car: hidden, withdrawn and other dealers' cars are not listed (nor their media). */
export function siteListsCar(site: Pick<Site, "dealerships">, car: Pick<Car, "show_on_dealer_website" | "status" | "dealership_id">): boolean {
  if (!car.show_on_dealer_website || !PAGE_STATUSES.has(car.status)) return false;
  return site.dealerships.some((dealership) => dealership.id === car.dealership_id);
}

const perRequest = new WeakMap<LoaderContext, Promise<Car | null>>();

/**
 * The car of the current vehicle page, looked up once per request however many blocks ask. The first lookup
 * sets the page's 404 status when the car is missing, and its title, description, canonical URL and JSON-LD.
 */
export function pageCar(ctx: LoaderContext): Promise<Car | null> {
  let found = perRequest.get(ctx);
  if (!found) {
    found = lookup(ctx);
    perRequest.set(ctx, found);
  }
  return found;
}

async function lookup(ctx: LoaderContext): Promise<Car | null> {
  const slug = ctx.params.slug ?? ctx.url.searchParams.get("car_id") ?? "";
  const found = slug ? await requestCarBySlug(ctx, slug) : undefined;
  const car = found && siteListsCar(ctx.site, found) ? found : null;
  if (!car) {
    ctx.setStatus(404);
    return null;
  }
  // The JSON-LD names the car at its canonical URL, whichever of the site's hosts served it.
  ctx.setMeta(vehicleMeta(car, ctx.site, canonicalOrigin(ctx.site, ctx.url.origin)));
  return car;
}
