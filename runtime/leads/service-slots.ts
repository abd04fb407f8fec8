import type { Location, Site } from "../types/index.ts";
import type { Database } from "../types/services.ts";
import type { AvailableDay } from "../rules/bookable-slots.ts";
import { bookableSlots, slotsWithRoom } from "../rules/bookable-slots.ts";
import { stateTimeZone } from "../rules/local-clock.ts";
import { specialHoursOf } from "../rules/opening-hours.ts";
import { departmentLocations } from "../forms/choice-fields.ts";
import { bookedPlaces } from "./service-booking-store.ts";

/** Where the site takes service bookings: its service locations, else every visible location. */
export function serviceLocations(site: Pick<Site, "locations">): Location[] {
  return departmentLocations(site, "service");
}

/** A service location's drop-off times from its opening hours and the site's service options, booked or not. */
export function openServiceSlots(site: Pick<Site, "service">, location: Location, now: Date): AvailableDay[] {
  const { days_ahead, slot_minutes, notice_minutes } = site.service;
  const timeZone = stateTimeZone(location.address.state);
  const rules = { now, timeZone, days: days_ahead, slotMinutes: slot_minutes, noticeMinutes: notice_minutes };
  return bookableSlots(location.contact_detail?.opening_hours ?? [], specialHoursOf(location), rules);
}

/** The drop-off times a service location offers now: its open slots less the full ones. */
export async function serviceSlots(db: Database, site: Pick<Site, "slug" | "service">, location: Location, now: Date): Promise<AvailableDay[]> {
  const open = openServiceSlots(site, location, now);
  if (open.length === 0) return [];
  const booked = await bookedPlaces(db, site.slug, location.id, open[0]!.date, open.at(-1)!.date);
  return slotsWithRoom(open, booked, site.service.capacity_per_slot);
}
