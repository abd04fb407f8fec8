import type { Location, OpeningHoursEntry, SpecialHoursEntry } from "../types/generated/location.ts";

export interface HoursRow {
  /** "Mon-Fri", "Mon", ... "Sun". */
  days: string;
  /** "8:30am - 5:30pm", "Closed". */
  hours: string;
}

export interface HolidayRow {
  /** YYYY-MM-DD, for a <time> element. */
  date: string;
  /** "Fri 25 Dec 2026". */
  label: string;
  hours: string;
}

const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
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
  if (entry.open && entry.close) return `${clockTime(entry.open)} - ${clockTime(entry.close)}`;
  return "Open";
}

/** "08:30" -> "8:30am", "17:00" -> "5:00pm", "00:15" -> "12:15am". */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "am" : "pm";
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")}${suffix}`;
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
  return entry.start_hour && entry.end_hour ? `${clockTime(entry.start_hour)} - ${clockTime(entry.end_hour)}` : "Open";
}

/** "2026-12-25" -> "Fri 25 Dec 2026", the same on every machine whatever its time zone. */
function dateLabel(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${DAY_NAMES[weekday]} ${day} ${MONTH_NAMES[month - 1]} ${year}`;
}
