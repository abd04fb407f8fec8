import type { Location, OpeningHoursEntry, SpecialHoursEntry } from "../types/generated/location.ts";
import { dateLabel, timeLabel } from "./date-time-labels.ts";

export interface HoursRow {
  /** "Mon-Fri", "Mon", ... "Sun". */
  days: string;
  /** "8:30am - 5:30pm", "Closed". */
  hours: string;
}

export interface HolidayRow {
  /** YYYY-MM-DD, for a <time> element. */
  date: string;
  /** "Fri 25/12/2026". */
  label: string;
  hours: string;
}

const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
/** Australian dealers list their week from Monday. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
const WEEKDAYS = [1, 2, 3, 4, 5];

/**
 * The opening-hours table (spec §2): one row per day, Monday first, except that the five weekdays share a
 * single 'Mon-Fri' row when all five have the same hours. Days without an entry are left out.
 */
export function openingHoursRows(entries: readonly OpeningHoursEntry[]): HoursRow[] {
  const byDay = new Map(entries.map((entry) => [entry.weekday, hoursText(entry)]));
  const weekdayHours = WEEKDAYS.map((day) => byDay.get(day));
  const grouped = weekdayHours.every((hours) => hours !== undefined && hours === weekdayHours[0]);
  const rows: HoursRow[] = grouped ? [{ days: "Mon-Fri", hours: weekdayHours[0]! }] : [];
  for (const day of WEEK) {
    const hours = byDay.get(day);
    if (hours === undefined || (grouped && WEEKDAYS.includes(day))) continue;
    rows.push({ days: DAY_NAMES[day]!, hours });
  }
  return rows;
}

/** How one day's hours read: 'Closed', the dealer's own formatted hours, or the opening and closing times. */
export function hoursText(entry: Pick<OpeningHoursEntry, "status" | "formated_hours" | "open" | "close">): string {
  if (entry.status === "Closed") return "Closed";
  if (entry.formated_hours) return entry.formated_hours;
  if (entry.open && entry.close) return `${timeLabel(entry.open)} - ${timeLabel(entry.close)}`;
  return "Open";
}

/**
 * A location's special hours: its entries that name no location, or name this one. An entry carrying another
 * location's id is that location's (a dealership's departments can share one list), so it is left out.
 */
export function specialHoursOf(location: Pick<Location, "id" | "special_hours">): SpecialHoursEntry[] {
  return (location.special_hours ?? []).filter((entry) => entry.location_id === undefined || entry.location_id === location.id);
}

/**
 * The 'View Holiday Hours' list: special dates from `today` (YYYY-MM-DD, the location's own calendar day) on,
 * soonest first. Past dates are no help to a shopper planning a visit.
 */
export function holidayRows(entries: readonly SpecialHoursEntry[], today: string): HolidayRow[] {
  return entries
    .filter((entry) => entry.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((entry) => ({ date: entry.date, label: dateLabel(entry.date), hours: holidayHoursText(entry) }));
}

function holidayHoursText(entry: SpecialHoursEntry): string {
  if (entry.status === "Closed") return "Closed";
  return entry.start_hour && entry.end_hour ? `${timeLabel(entry.start_hour)} - ${timeLabel(entry.end_hour)}` : "Open";
}

