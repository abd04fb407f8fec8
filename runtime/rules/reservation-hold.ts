import { TZDate } from "@date-fns/tz";
import { addHours, format } from "date-fns";
import { stateTimeZone } from "./local-clock.ts";

/** When a reservation made at `now` ends: the site's hold length later (spec §9: 48 hours by default). */
export function holdEndsAt(now: Date, holdHours: number): Date {
  return addHours(now, holdHours);
}

/** The end of a hold as the dealer's wall clock shows it (spec §9 dates dd/MM/yyyy), e.g. '07/12/2026 9:30 am'. */
export function holdEndText(endsAt: Date, state: string | null | undefined): string {
  return format(new TZDate(endsAt, stateTimeZone(state)), "dd/MM/yyyy h:mm aaa");
}

/** A deposit's amount in cents: the site's deposit in dollars, computed on the server only. */
export function depositCents(depositDollars: number): number {
  return Math.round(depositDollars * 100);
}
