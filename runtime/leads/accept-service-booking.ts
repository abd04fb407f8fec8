import type { Services, Site } from "../types/index.ts";
import type { LeadFieldError } from "../forms/lead-types.ts";
import { offersSlot } from "../rules/bookable-slots.ts";
import type { StoreLeadInput, StoreLeadResult } from "./lead-store.ts";
import { bookServiceSlot } from "./service-booking-store.ts";
import { openServiceSlots, serviceLocations, serviceSlots } from "./service-slots.ts";
import { serviceBookingMessage } from "./service-booking-message.ts";

export const SLOT_TAKEN = "Sorry, that time has just been booked. Please choose another time.";
export const SLOT_UNAVAILABLE = "That time cannot be booked. Please choose one of the times offered.";
const NOT_A_SERVICE_CENTRE = "Please choose one of our service centres.";

/** What booking answered: the lead as stored, or why the slot could not be had (the shopper picks again). */
export type ServiceBookingResult = StoreLeadResult | { kind: "refused"; errors: LeadFieldError[] };

/**
 * A service booking's lead: the chosen slot must be one the location offers now, with room; the slot's place
 * and the lead are stored together, and the shopper is sent a confirmation once they are.
 */
export async function storeServiceBooking(services: Pick<Services, "db" | "notifier">, site: Site, input: StoreLeadInput): Promise<ServiceBookingResult> {
  const { userData } = input;
  const location = serviceLocations(site).find((l) => l.id === userData.location_id);
  if (!location) return refused("location_id", NOT_A_SERVICE_CENTRE);
  const date = userData.preferred_date ?? "";
  const time = userData.preferred_time ?? "";
  if (!offersSlot(await serviceSlots(services.db, site, location, input.now), date, time)) {
    const full = offersSlot(openServiceSlots(site, location, input.now), date, time);
    return refused("preferred_time", full ? SLOT_TAKEN : SLOT_UNAVAILABLE);
  }
  const slot = { siteSlug: site.slug, locationId: location.id, date, time, capacity: site.service.capacity_per_slot };
  const booked = await bookServiceSlot(services.db, slot, input);
  if (booked.kind === "taken") return refused("preferred_time", SLOT_TAKEN);
  if (booked.kind === "lead") return booked.lead;
  const message = serviceBookingMessage(site, location, userData, booked.leadId);
  for (const to of destinations(input)) await services.notifier.send(site, { to, ...message });
  return { kind: "created", leadId: booked.leadId, secret: booked.secret };
}

/** The booking's e-mail address, and the phone too when the shopper asked to be texted. */
function destinations({ userData }: StoreLeadInput): string[] {
  const to: string[] = [];
  if (userData.email) to.push(userData.email);
  if (userData.phone && (userData.PreferredContactMethod === "SMS" || !userData.email)) to.push(userData.phone);
  return to;
}

function refused(field: string, message: string): ServiceBookingResult {
  return { kind: "refused", errors: [{ field, message }] };
}
