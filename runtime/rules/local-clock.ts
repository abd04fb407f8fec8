import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

const ZONES: Record<string, string> = {
  ACT: "Australia/Sydney",
  NSW: "Australia/Sydney",
  NT: "Australia/Darwin",
  QLD: "Australia/Brisbane",
  SA: "Australia/Adelaide",
  TAS: "Australia/Hobart",
  VIC: "Australia/Melbourne",
  WA: "Australia/Perth",
};

/** The time zone of a location in an Australian state (opening hours are that location's wall-clock times). */
export function stateTimeZone(state: string | null | undefined): string {
  return ZONES[(state ?? "").toUpperCase()] ?? "Australia/Sydney";
}

/** The wall-clock date (YYYY-MM-DD) and minutes past midnight of an instant in a time zone. */
export function wallClock(now: Date, timeZone: string): { date: string; minutes: number } {
  const local = new TZDate(now, timeZone);
  return { date: format(local, "yyyy-MM-dd"), minutes: local.getHours() * 60 + local.getMinutes() };
}
