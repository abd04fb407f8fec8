import type { Location, Site } from "../types/index.ts";
import type { LeadUserData } from "../forms/lead-types.ts";
import { dateLabel, timeLabel } from "../rules/date-time-labels.ts";

/** The shopper's confirmation of a service booking: where and when to bring the car, and how to change it. */
export function serviceBookingMessage(site: Pick<Site, "name" | "phone">, location: Location, userData: LeadUserData, leadId: string): { subject: string; text: string } {
  const when = `${dateLabel(String(userData.preferred_date))} at ${timeLabel(String(userData.preferred_time))}`;
  const car = [userData["Vehicle Make"], userData["Vehicle Model"]].filter(Boolean).join(" ");
  const { street, city, state, postcode } = location.address;
  const where = [street, city, [state, postcode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  const phone = location.contact_detail?.phone ?? site.phone;
  return {
    subject: `Your service booking at ${location.name}: ${when}`,
    text: [
      `Hi ${userData.name ?? "there"},`,
      "",
      `Your ${userData.service_type ?? "service"} at ${location.name} is booked for ${when}.`,
      `Please bring your ${car || "car"}${userData.Rego ? ` (${userData.Rego})` : ""} to ${where || location.name}.`,
      phone ? `To change or cancel the booking, call us on ${phone}.` : "To change or cancel the booking, please contact us.",
      "",
      `Booking reference: ${leadId.slice(0, 8).toUpperCase()}`,
      site.name,
    ].join("\n"),
  };
}
