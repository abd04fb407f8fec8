import type { ApiHandler } from "../types/index.ts";
import { badRequest, json } from "./json-request.ts";
import { financeDisclaimer, siteProvider } from "./site-finance.ts";

/**
 * GET /api/finance/disclaimer?car_id={id}: the finance disclaimer of the site's provider for one of its cars
 * (spec §7 car detail fetch for the disclaimer); the site's own disclaimer when the car's entry has none.
 */
export const disclaimerHandler: ApiHandler = async (_request, ctx) => {
  if (!ctx.site) return json({ errors: [{ field: "site", message: "is not known" }] }, 404);
  const raw = ctx.url.searchParams.get("car_id") ?? "";
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
  if (id === null) return badRequest([{ field: "car_id", message: "must be a car id" }]);
  const car = await ctx.services.stock.getById(id);
  const ours = car && ctx.site.dealerships.some((d) => d.id === car.dealership_id);
  if (!car || !ours) return json({ errors: [{ field: "car_id", message: "is not a car of this site" }] }, 404);
  const site = ctx.site;
  const disclaimer = car.finance_lenders?.[siteProvider(site).name]?.disclaimer ?? financeDisclaimer(site);
  return json({ disclaimer });
};
