import { addDays, format, getDay, parseISO } from "date-fns";
import type { Location } from "../types/index.ts";
import { wallClock } from "./local-clock.ts";

type OpeningHours = NonNullable<NonNullable<Location["contact_detail"]>["opening_hours"]>[number];
type SpecialHours = NonNullable<Location["special_hours"]>[number];

export interface AvailableDay {
  /** YYYY-MM-DD in the location's time zone. */
  date: string;
  /** Start times, HH:mm. */
  slots: string[];
}

export interface SlotRules {
  now: Date;
  timeZone: string;
  days: number;
  slotMinutes: number;
  /** A booking cannot start sooner than this after now (the dealer needs notice). */
  noticeMinutes: number;
}

/**
 * Start times from a location's opening hours (spec §3: weekday 0 Sunday to 6 Saturday, status Open or Closed,
 * open and close HH:mm) with special hours replacing a day's, from today in the location's time zone. What is
 * booked must end by closing time. Test drives and service bookings both start from these.
 */
export function bookableSlots(hours: readonly OpeningHours[], special: readonly SpecialHours[], rules: SlotRules): AvailableDay[] {
  const today = wallClock(rules.now, rules.timeZone);
  const result: AvailableDay[] = [];
  for (let offset = 0; offset < rules.days; offset++) {
    const date = format(addDays(parseISO(today.date), offset), "yyyy-MM-dd");
    const window = openWindow(date, hours, special);
    if (!window) continue;
    const earliest = offset === 0 ? today.minutes + rules.noticeMinutes : 0;
    const slots: string[] = [];
    for (let start = window.open; start + rules.slotMinutes <= window.close; start += rules.slotMinutes) {
      if (start >= earliest) slots.push(hhmm(start));
    }
    if (slots.length > 0) result.push({ date, slots });
  }
  return result;
}

/** The key of one slot in `booked` counts: "YYYY-MM-DD HH:mm". */
export function slotKey(date: string, time: string): string {
  return `${date} ${time}`;
}

/**
 * The slots that still have room: a slot with `capacity` bookings (by slotKey) is full and is left out, and so
 * is a day left with none.
 */
export function slotsWithRoom(days: readonly AvailableDay[], booked: ReadonlyMap<string, number>, capacity: number): AvailableDay[] {
  return days
    .map((day) => ({ date: day.date, slots: day.slots.filter((time) => (booked.get(slotKey(day.date, time)) ?? 0) < capacity) }))
    .filter((day) => day.slots.length > 0);
}

/** Whether a date and start time is one of the offered slots. */
export function offersSlot(days: readonly AvailableDay[], date: string, time: string): boolean {
  return days.some((day) => day.date === date && day.slots.includes(time));
}

function openWindow(date: string, hours: readonly OpeningHours[], special: readonly SpecialHours[]): { open: number; close: number } | null {
  const override = special.find((s) => s.date === date);
  if (override) {
    if (override.status !== "Open" || !override.start_hour || !override.end_hour) return null;
    return { open: minutes(override.start_hour), close: minutes(override.end_hour) };
  }
  const weekday = getDay(parseISO(date));
  const day = hours.find((h) => h.weekday === weekday);
  if (!day || day.status !== "Open" || !day.open || !day.close) return null;
  return { open: minutes(day.open), close: minutes(day.close) };
}

function minutes(time: string): number {
  const [h, m] = time.split(":");
  return Number(h) * 60 + Number(m);
}

function hhmm(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}
