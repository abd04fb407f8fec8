import type { Car } from "../../types/generated/car.ts";
import type { ApiContext, Site } from "../../types/index.ts";
import { refusal } from "./admin-auth.ts";

/**
 * The one car of an admin request's `{stocknum}` at the site (`?dealership_id=` when the site's dealerships
 * share stock numbers): 404 for a stock number the site does not have, 400 for one at several dealerships.
 */
export async function siteStockCar(site: Site, ctx: ApiContext): Promise<{ car: Car } | { response: Response }> {
  const stocknum = ctx.params.stocknum ?? "";
  const dealershipParam = ctx.url.searchParams.get("dealership_id");
  const dealerships = site.dealerships.filter((d) => dealershipParam === null || String(d.id) === dealershipParam);
  const matches = (await ctx.services.stock.listByDealerships(dealerships.map((d) => d.id))).filter((car) => car.stocknum === stocknum);
  if (matches.length === 0) return { response: refusal(404, `No car with stock number ${stocknum} at ${site.slug}`) };
  if (matches.length > 1) return { response: refusal(400, `Stock number ${stocknum} is at several dealerships: add ?dealership_id=`) };
  return { car: matches[0]! };
}
