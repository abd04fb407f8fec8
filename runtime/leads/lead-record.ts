import type { LeadUserData } from "../forms/lead-types.ts";
import type { LeadStatus, LeadsTable } from "../storage/tables/lead-tables.ts";

/** The columns a lead row copies out of its userData, for listing and export without parsing JSON. */
export function leadColumns(
  userData: LeadUserData,
): Pick<LeadsTable, "form" | "category" | "subcategory" | "car_id" | "dealership_slug" | "location_id"> {
  return {
    form: userData.form ?? null,
    category: text(userData.category),
    subcategory: text(userData.subcategory),
    car_id: typeof userData.car_id === "number" ? userData.car_id : null,
    dealership_slug: userData.dealership_slug ?? null,
    location_id: typeof userData.location_id === "number" && Number.isInteger(userData.location_id) ? userData.location_id : null,
  };
}

/** PostgreSQL text cannot hold NUL; the full text stays in the JSON payload, where it is escaped. */
function text(value: string | undefined): string | null {
  return value === undefined ? null : value.replaceAll("\u0000", "");
}

/** What the dealer receives for a lead event (the webhook body). */
export interface LeadDelivery {
  event: "lead.completed" | "lead.updated";
  delivery_id: string;
  lead: {
    id: string;
    site: string;
    status: LeadStatus;
    created_at: string;
    completed_at: string | null;
    userData: LeadUserData;
  };
}
