// How dates and times read wherever the shopper sees them (test-drive slots, opening and holiday hours), so
// every page writes them alike.
import { format, parse, parseISO } from "date-fns";

/**
 * "2026-11-23" -> "Mon 23/11/2026" (spec §9: dates dd/MM/yyyy). The weekday is the calendar date's own, the
 * same on every machine whatever its time zone.
 */
export function dateLabel(date: string): string {
  return format(parseISO(date), "EEE dd/MM/yyyy");
}

/** "08:30" -> "8:30am", "13:30" -> "1:30pm", "00:15" -> "12:15am": the way dealers write their own hours. */
export function timeLabel(time: string): string {
  return format(parse(time, "HH:mm", new Date(0)), "h:mmaaa");
}
