import { startOfMinute } from "date-fns/startOfMinute";

/**
 * The time a page view is judged by (tags, offer and promo windows, which sold cars still show): its minute.
 * Views of one page within a minute are then the same page, so they share one validator (a Back or reload within
 * the minute is a 304) and one render; at the millisecond, every view would be a page of its own.
 */
export function pageViewTime(at: Date): Date {
  return startOfMinute(at);
}
