import type { Site } from "../types/index.ts";
import { stateTimeZone } from "../rules/local-clock.ts";
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
  const hours = location.contact_detail?.opening_hours ?? [];
  return {
    location_id: location.id,
    time_zone: timeZone,
    days: bookableSlots(hours, specialHoursOf(location), { ...TEST_DRIVE_SLOTS, days, now, timeZone }),
  };
}
