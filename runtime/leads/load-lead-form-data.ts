import type { LoaderContext, Site } from "../types/index.ts";
import type { LeadFormData } from "../forms/ui/lead-form-block.tsx";
import { toLeadCar, type LeadCar } from "../forms/leads-options.ts";
import { DRAFT_QUERY, readFormDraft } from "./form-drafts.ts";
import { availabilityAt } from "../forms/test-drive-availability.ts";
import type { LeadFormLoadOptions } from "../forms/lead-form-load-options.ts";
import { serviceLocations, serviceSlots } from "./service-slots.ts";
import { ANSWER_KEY_SLOT } from "../http/answer-key.ts";
import { requestCarBySlug } from "../routing/request-car.ts";

/**
 * The server data of every form block: the car (only the fields a form needs reach the browser), the
 * no-JavaScript draft this page view was sent back with, the free slots of test drives and service bookings, and
 * the view's key, which each answer fills in for itself (so every view of a page is one page, rendered once).
 */
export async function loadLeadFormData(ctx: LoaderContext, options: LeadFormLoadOptions): Promise<LeadFormData> {
  const car = await formCar(ctx, options.car);
  const draft = await readFormDraft(ctx.services.db, ctx.site.slug, ctx.url.searchParams.get(DRAFT_QUERY), new Date());
  const data: LeadFormData = { car, draft, postKey: ANSWER_KEY_SLOT };
  if (options.slots === "test-drive") data.availability = availabilityAt(ctx.site, slotLocation(ctx.site, car), new Date()).days;
  if (options.slots === "service") {
    const now = new Date();
    const locations = serviceLocations(ctx.site);
    const slots = await Promise.all(locations.map((location) => serviceSlots(ctx.services.db, ctx.site, location, now)));
    data.slotsByLocation = Object.fromEntries(locations.map((location, i) => [String(location.id), slots[i]!]));
  }
  return data;
}

async function formCar(ctx: LoaderContext, from: LeadFormLoadOptions["car"]): Promise<LeadCar | null> {
  const { stock } = ctx.services;
  let found;
  const onCarPage = ctx.pattern.startsWith("/cars/{slug}") && !!ctx.params.slug;
  if ((from === "route" || from === "route-or-query") && onCarPage) found = await requestCarBySlug(ctx, ctx.params.slug!);
  if (from === "query" || (from === "route-or-query" && !onCarPage)) {
    const ref = ctx.url.searchParams.get("car_id") ?? "";
    found = /^[1-9][0-9]{0,9}$/.test(ref) ? await stock.getById(Number(ref)) : ref ? await stock.getBySlug(ref) : undefined;
  }
  if (!found || !ctx.site.dealerships.some((d) => d.id === found.dealership_id)) return null;
  return toLeadCar(found);
}

function slotLocation(site: Site, car: LeadCar | null): number | null {
  if (car) return car.location_id ?? car.location?.id ?? null;
  const sales = site.locations.find((l) => l.location_type === "sales" && l.visible !== false) ?? site.locations[0];
  return sales?.id ?? null;
}
