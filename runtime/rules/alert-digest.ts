import { formatPrice } from "./price-display.ts";
import { countLabel } from "./plural.ts";
import { wallClock } from "./local-clock.ts";
import type { WatchedCarAlert } from "./watched-car-alert.ts";

/**
 * The day an alert digest belongs to: the site's own date (its state's time zone), so "once a day" follows the
 * shopper's calendar, not UTC's. An account gets at most one digest per day.
 */
export function alertDay(now: Date, timeZone: string): string {
  return wallClock(now, timeZone).date;
}

/** The first instant new matches of a saved search count from: after the shopper last opened it, or last heard of it. */
export function newMatchesSince(search: { last_seen_at: string; alerted_at: string | null }): Date {
  const seen = new Date(search.last_seen_at);
  const alerted = search.alerted_at ? new Date(search.alerted_at) : seen;
  return alerted > seen ? alerted : seen;
}

export interface DigestInput {
  siteName: string;
  shopperName: string | null;
  cars: { name: string; url: string; alert: WatchedCarAlert }[];
  searches: { name: string; url: string; newMatches: number }[];
  unsubscribeUrl: string;
}

/** One line per change, and how to stop the alerts. */
export function alertDigest(input: DigestInput): { subject: string; text: string } {
  const lines = [
    ...input.cars.map(({ name, url, alert }) =>
      alert.kind === "sold" ? `${name} has sold. ${url}` : `${name}: price dropped from ${formatPrice(alert.from)} to ${formatPrice(alert.to)}. ${url}`,
    ),
    ...input.searches.map(({ name, url, newMatches }) => `${name}: ${countLabel(newMatches, "new match", "new matches")}. ${url}`),
  ];
  return {
    subject: `${input.siteName}: updates on cars you're following`,
    text: [
      `Hi ${input.shopperName ?? "there"},`,
      "",
      "Here is what changed since we last wrote:",
      "",
      ...lines.map((line) => `- ${line}`),
      "",
      `Stop these alerts: ${input.unsubscribeUrl}`,
    ].join("\n"),
  };
}
