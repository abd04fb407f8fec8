import type { Services, Site } from "../types/index.ts";
import type { LeadCar } from "../forms/leads-options.ts";
import { toLeadCar } from "../forms/leads-options.ts";

/** The car a lead names, if it is one of this site's cars; `undefined` when the id names no such car. */
export async function siteCar(
  services: Services,
  site: Site,
  carId: number | null | undefined,
): Promise<LeadCar | null | undefined> {
  if (carId === null || carId === undefined) return null;
  const car = await services.stock.getById(carId);
  if (!car || !site.dealerships.some((d) => d.id === car.dealership_id)) return undefined;
  return toLeadCar(car);
}

/** Dealership slugs a lead of this site may name: its dealerships and those of its locations. */
export function siteDealershipSlugs(site: Site): Set<string> {
  const slugs = new Set(site.dealerships.map((d) => d.slug));
  for (const location of site.locations) if (location.dealership_slug) slugs.add(location.dealership_slug);
  return slugs;
}
