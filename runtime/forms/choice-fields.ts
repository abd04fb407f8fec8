import type { FieldPart } from "./form-types.ts";
import type { LeadCar, LeadFormSite } from "./leads-options.ts";
import { leadFieldSchema } from "./lead-field-schemas.ts";

export const DEALERSHIP_SELECT_LABEL = "Select a Preferred Dealership";
export const GENERAL_ENQUIRY = "General Enquiry";
export const DEFAULT_ENQUIRY_EVENT = 22;

/** Spec §5: the category select shows only for the default enquiry event (22) or the General Enquiry category. */
export function categoryField(site: LeadFormSite, eventId: number, category: string): FieldPart | null {
  const shown = site.leads.category_select && (eventId === DEFAULT_ENQUIRY_EVENT || category === GENERAL_ENQUIRY);
  if (!shown) return null;
  const categories = site.leads.categories.includes(category) ? site.leads.categories : [category, ...site.leads.categories];
  return {
    name: "category",
    schema: leadFieldSchema("category", "Category", { enum: categories }),
    required: true,
    initial: category,
  };
}

/**
 * Spec §5: 'Select a Preferred Dealership', shown for forms about no car (a car names its dealership), required
 * when the site has more than one dealership; a single option is selected once, as the starting value.
 */
export function dealershipField(site: LeadFormSite, car: LeadCar | null): FieldPart | null {
  const { dealerships } = site;
  if (!site.leads.dealership_select.enabled || car || dealerships.length === 0) return null;
  return {
    name: "dealership_slug",
    schema: leadFieldSchema("dealership_slug", DEALERSHIP_SELECT_LABEL, {
      oneOf: dealerships.map((d) => ({ const: d.slug, title: d.name })),
    }),
    required: dealerships.length > 1,
    ui: { "ui:placeholder": site.leads.dealership_select.placeholder },
    initial: dealerships.length === 1 ? dealerships[0]!.slug : undefined,
  };
}

type LocationType = "sales" | "service" | "parts";

/** Spec §5: the location selector, required wherever the site uses it (no car; or also a new car on some sites). */
export function locationField(site: LeadFormSite, car: LeadCar | null, type: LocationType = "sales"): FieldPart | null {
  const mode = site.leads.location_selector;
  const applies = mode === "without-car" ? !car : mode === "without-car-or-new-car" ? !car || car.car_type === "new" : false;
  if (!applies) return null;
  return departmentField(site, type, "Preferred Location");
}

/** A required choice among the site's visible locations of one type (service and parts forms always ask). */
export function departmentField(site: LeadFormSite, type: LocationType, title: string): FieldPart | null {
  const options = departmentLocations(site, type);
  if (options.length === 0) return null;
  return {
    name: "location_id",
    schema: leadFieldSchema("location_id", title, {
      type: "integer",
      oneOf: options.map((l) => ({ const: l.id, title: l.name })),
    }),
    required: true,
    ui: { "ui:placeholder": site.leads.dealership_select.placeholder },
    initial: options.length === 1 ? options[0]!.id : undefined,
  };
}

/** The site's visible locations of one type; a site with none of that type offers all its visible locations. */
export function departmentLocations<L extends LeadFormSite["locations"][number]>(site: { locations: readonly L[] }, type: LocationType): L[] {
  const ofType = site.locations.filter((l) => l.visible !== false && l.location_type === type);
  return ofType.length > 0 ? ofType : site.locations.filter((l) => l.visible !== false);
}
