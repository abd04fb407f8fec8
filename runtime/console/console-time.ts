import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { Site } from "../types/index.ts";
import { stateTimeZone } from "../rules/local-clock.ts";

/** The dealer's time zone: that of the state of the site's main address. */
export const siteTimeZone = (site: Site) => stateTimeZone(site.address.state);

/** An instant as the dealer's staff read it, on their wall clock. */
export function wallTime(iso: string, timeZone: string): string {
  return format(new TZDate(Date.parse(iso), timeZone), "d MMM yyyy, h:mm a");
}

/** The shopper a lead is from, as their answers name them. */
export function shopperName(userData: Record<string, unknown>): string {
  const name = [userData.name, userData.last_name].filter((part) => typeof part === "string" && part.trim()).join(" ");
  return name || "(no name given)";
}
