// How dates and times read wherever the shopper sees them (test-drive slots, opening and holiday hours), so
// every page writes them alike.
import { format, parse, parseISO } from "date-fns";

/**
 * Labels already written, by the date or time they name. A slot list labels every day and start time it offers on
 * every page that has one, and the same few hundred recur, so date-fns formats each once. A plain map emptied when
 * full, not lru-cache: this module also runs in the browser, where that would be code shipped for one map.
 */
const written = new Map<string, string>();
const MOST_WRITTEN = 4096;

function writtenOnce(value: string, write: (value: string) => string): string {
  let label = written.get(value);
  if (label === undefined) {
    label = write(value);
    if (written.size >= MOST_WRITTEN) written.clear();
    written.set(value, label);
  }
  return label;
}

/**
 * "2026-11-23" -> "Mon 23/11/2026" (spec §9: dates dd/MM/yyyy). The weekday is the calendar date's own, the
 * same on every machine whatever its time zone.
 */
export function dateLabel(date: string): string {
  return writtenOnce(date, (value) => format(parseISO(value), "EEE dd/MM/yyyy"));
}

/** "08:30" -> "8:30am", "13:30" -> "1:30pm", "00:15" -> "12:15am": the way dealers write their own hours. */
export function timeLabel(time: string): string {
  return writtenOnce(time, (value) => format(parse(value, "HH:mm", new Date(0)), "h:mmaaa"));
}
