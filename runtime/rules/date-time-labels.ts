// How dates and times read wherever the shopper sees them (test-drive slots, opening and holiday hours), so
// every page writes them alike.
import { format, parse, parseISO } from "date-fns";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/**
 * "2026-11-23" -> "Mon 23/11/2026" (spec §9: dates dd/MM/yyyy). The weekday is the calendar date's own, the
 * same on every machine whatever its time zone.
 */
export function dateLabel(date: string): string {
  const [, year, month, day] = ISO_DATE.exec(date) ?? [];
  const utc = year ? new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))) : null;
  // A slot list writes dozens of labels per page, so a calendar date is written by hand; date-fns reads (or
  // refuses) anything else.
  if (!utc || utc.getUTCFullYear() !== Number(year) || utc.getUTCMonth() !== Number(month) - 1 || utc.getUTCDate() !== Number(day)) {
    return format(parseISO(date), "EEE dd/MM/yyyy");
  }
  return `${WEEKDAYS[utc.getUTCDay()]} ${day}/${month}/${year}`;
}

/** "08:30" -> "8:30am", "13:30" -> "1:30pm", "00:15" -> "12:15am": the way dealers write their own hours. */
export function timeLabel(time: string): string {
  const [, hours, minutes] = HH_MM.exec(time) ?? [];
  if (!hours) return format(parse(time, "HH:mm", new Date(0)), "h:mmaaa");
  const hour = Number(hours);
  return `${hour % 12 || 12}:${minutes}${hour < 12 ? "am" : "pm"}`;
}
