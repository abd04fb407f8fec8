import { TZDate } from "@date-fns/tz";
import { differenceInSeconds, startOfDay } from "date-fns";

/** Spec §9: the counter's day is Brisbane's (no daylight saving, so every day is the same length). */
const COUNTER_TIME_ZONE = "Australia/Brisbane";
/** Spec §9: one more sale every this many seconds, 192 across a day. */
export const SECONDS_PER_SALE = 450;
/** Spec §4 and §9: how often a page showing the counter brings it up to date. */
export const SALES_COUNTER_REFRESH_MS = 150_000;

/** The sales counter's figure at `now`: the sales so far today, Brisbane time (0 at midnight, 191 by its end). */
export function salesToday(now: Date): number {
  const local = new TZDate(now, COUNTER_TIME_ZONE);
  return Math.floor(differenceInSeconds(local, startOfDay(local)) / SECONDS_PER_SALE);
}
