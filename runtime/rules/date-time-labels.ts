// How dates and times read wherever the shopper sees them (test-drive slots, opening and holiday hours), so
// every page writes them alike.

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/**
 * "2026-11-23" -> "Mon 23/11/2026" (spec §9: dates dd/MM/yyyy). The weekday is the calendar date's own, the
 * same on every machine whatever its time zone.
 */
export function dateLabel(date: string): string {
  const [year, month, day] = date.split("-");
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  return `${weekday} ${day}/${month}/${year}`;
}

/** "08:30" -> "8:30am", "13:30" -> "1:30pm", "00:15" -> "12:15am": the way dealers write their own hours. */
export function timeLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")}${hours < 12 ? "am" : "pm"}`;
}
