import type { LeadUserData } from "./lead-types.ts";
import type { FormValues, LeadFormDefinition } from "./form-types.ts";
import type { LeadCar, LeadFormSite } from "./leads-options.ts";
import { splitAdditionalServices } from "./additional-services.ts";
import { payloadKey } from "./payload-keys.ts";
import { splitConditionAnswers } from "./trade-in-form.ts";

/** Where the lead was sent from (spec §3 userData: url, user_agent, page_id, lead_attributes). */
export interface LeadPage {
  url: string;
  pageId: string;
  userAgent: string;
  visitedPages: string[];
  linkedQueryParams: Record<string, string>;
}

/**
 * Builds the spec §3 userData of a form submission: the typed values (additional services as their list,
 * trade-in condition answers as adjustmentAnswers), the form's fixed values and the car.
 */
export function buildLeadUserData(
  values: FormValues,
  form: Pick<LeadFormDefinition, "id" | "fixed">,
  site: Pick<LeadFormSite, "locations">,
  car: LeadCar | null,
  page: LeadPage,
): LeadUserData {
  const { rest: withAnswers, additional_services } = splitAdditionalServices(values);
  const { rest, adjustmentAnswers } = splitConditionAnswers(withAnswers);
  const typed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined && value !== null && value !== "") typed[payloadKey(key)] = value;
  }
  const chosen = site.locations.find((l) => l.id === typed.location_id);
  return {
    form: form.id,
    source: "Website",
    url: page.url,
    user_agent: page.userAgent,
    page_id: page.pageId,
    lead_attributes: { visited_pages: page.visitedPages, linked_query_params: page.linkedQueryParams },
    ...carFields(car),
    ...(chosen ? { location: chosen.name, location_id: chosen.id, dealership_slug: chosen.dealership_slug } : {}),
    ...(additional_services.length > 0 ? { additional_services } : {}),
    ...(Object.keys(adjustmentAnswers).length > 0 ? { adjustmentAnswers } : {}),
    ...typed,
    ...form.fixed,
  } as LeadUserData;
}

function carFields(car: LeadCar | null): Partial<LeadUserData> {
  if (!car) return {};
  return {
    car_id: car.id,
    car_dealership_id: car.dealership_id,
    "Vehicle Make": car.make,
    "Vehicle Model": car.model,
    vehicle_status: car.car_type,
    dealership_slug: car.dealership_slug,
    ...(car.location ? { location: car.location.name, location_id: car.location.id } : {}),
  };
}
