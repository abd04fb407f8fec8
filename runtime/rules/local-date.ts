/** The time zone of each Australian state and territory (its capital's). */
const STATE_TIME_ZONES: Record<string, string> = {
  NSW: "Australia/Sydney",
  ACT: "Australia/Sydney",
  VIC: "Australia/Melbourne",
  QLD: "Australia/Brisbane",
  SA: "Australia/Adelaide",
  WA: "Australia/Perth",
  TAS: "Australia/Hobart",
  NT: "Australia/Darwin",
};

/**
 * Today's date (YYYY-MM-DD) where a location is: a Perth showroom is still on yesterday when Sydney's
 * day has begun, and the server's own clock may be UTC.
 */
export function localDate(state: string, now: Date): string {
  const timeZone = STATE_TIME_ZONES[state] ?? "Australia/Sydney";
  const parts = new Intl.DateTimeFormat("en-AU", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}
