import type { Site } from "../types/index.ts";
import type { Car } from "../types/site.ts";

/** The site document's `leads` section (schemas/site/leads.json), defaults applied. */
export type LeadsOptions = Site["leads"];
export type LeadsServerOptions = LeadsOptions["server"];
/** What the browser sees of it: the `server` part is removed before the site reaches the page. */
export type PublicLeadsOptions = Omit<LeadsOptions, "server">;

/** The parts of a site the lead forms read; the full Site and the browser's PublicSite both fit. */
export interface LeadFormSite {
  leads: PublicLeadsOptions;
  dealerships: Site["dealerships"];
  locations: Site["locations"];
  texts: Pick<Site["texts"], "enquire_button">;
  service: Pick<Site["service"], "service_types">;
}

/** The few car fields a lead form needs; the block loader sends only these to the browser. */
export type LeadCar = Pick<
  Car,
  | "id"
  | "name"
  | "car_type"
  | "status"
  | "sold"
  | "tag"
  | "make"
  | "model"
  | "dealership_id"
  | "dealership_slug"
  | "location_id"
  | "stocknum"
> & {
  location: { id: number; name: string; distribution_locations: string[] } | null;
};

export function toLeadCar(car: Car): LeadCar {
  const { id, name, car_type, status, sold, tag, make, model, dealership_id, dealership_slug, location_id, stocknum } = car;
  const location = car.location
    ? { id: car.location.id, name: car.location.name, distribution_locations: car.location.distribution_locations }
    : null;
  return { id, name, car_type, status, sold, tag, make, model, dealership_id, dealership_slug, location_id, stocknum, location };
}
