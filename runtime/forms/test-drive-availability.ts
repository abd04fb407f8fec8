import type { Site } from "../types/index.ts";
import { stateTimeZone, wallClock } from "../rules/local-clock.ts";
import { specialHoursOf } from "../rules/opening-hours.ts";
import { bookableSlots, type AvailableDay } from "../rules/bookable-slots.ts";

/** Half-hour drives over the next fortnight, with an hour's notice. */
const TEST_DRIVE_SLOTS = { days: 14, slotMinutes: 30, noticeMinutes: 60 } as const;

/** GET /api/leads/test-drive-availability answer, also computed by the test-drive block's loader. */
export interface TestDriveAvailability {
  location_id: number | null;
  time_zone: string;
  days: AvailableDay[];
}

type Location = Site["locations"][number];

/**
 * The slots last worked out for each location and fortnight length, with the wall-clock minute they were worked
 * out at: the slots depend on the time only through that minute, and every vehicle page of a location shows the
 * same ones, so each minute works them out once, not once per page.
 */
const lastSlots = new WeakMap<Location, Map<number, { date: string; minutes: number; days: AvailableDay[] }>>();

/** Slots of one of the site's locations; a location the site does not list has no known hours, so no slots. */
export function availabilityAt(
  site: Pick<Site, "locations">,
  locationId: number | null,
  now: Date,
  days: number = TEST_DRIVE_SLOTS.days,
): TestDriveAvailability {
  const location = site.locations.find((l) => l.id === locationId);
  const timeZone = stateTimeZone(location?.address.state);
  if (!location) return { location_id: locationId, time_zone: timeZone, days: [] };
  return { location_id: location.id, time_zone: timeZone, days: slotsAt(location, timeZone, now, days) };
}

function slotsAt(location: Location, timeZone: string, now: Date, days: number): AvailableDay[] {
  const clock = wallClock(now, timeZone);
  const byDays = lastSlots.get(location) ?? new Map<number, { date: string; minutes: number; days: AvailableDay[] }>();
  lastSlots.set(location, byDays);
  const last = byDays.get(days);
  if (last && last.date === clock.date && last.minutes === clock.minutes) return last.days;
  const hours = location.contact_detail?.opening_hours ?? [];
  const slots = bookableSlots(hours, specialHoursOf(location), { ...TEST_DRIVE_SLOTS, days, now, timeZone });
  byDays.set(days, { ...clock, days: slots });
  return slots;
}
