import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { stateTimeZone } from "./local-clock.ts";

/** What a promotion's window says at a moment: before its start, within it, or after its end. */
export type PromotionWindow = "upcoming" | "running" | "ended";

interface Window {
  start: string;
  end: string;
}

/** Where `now` stands against the promotion's start and end (the start inclusive, the end exclusive). */
export function promotionWindow(promotion: Window, now: Date): PromotionWindow {
  if (now.getTime() < Date.parse(promotion.start)) return "upcoming";
  return now.getTime() < Date.parse(promotion.end) ? "running" : "ended";
}

/**
 * The promotion a spin-to-win page shows when it names none: the running one (the first listed), else the next
 * to start, else the one that ended last; undefined for a site without promotions.
 */
export function currentPromotion<P extends Window>(promotions: readonly P[], now: Date): P | undefined {
  const running = promotions.find((promotion) => promotionWindow(promotion, now) === "running");
  if (running) return running;
  const byStart = promotions.filter((promotion) => promotionWindow(promotion, now) === "upcoming").sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  if (byStart[0]) return byStart[0];
  return [...promotions].sort((a, b) => Date.parse(b.end) - Date.parse(a.end))[0];
}

/** A promotion's start or end as the dealer's calendar shows it (spec §9 dates dd/MM/yyyy). */
export function promotionDateText(moment: string, state: string | null | undefined): string {
  return format(new TZDate(Date.parse(moment), stateTimeZone(state)), "dd/MM/yyyy");
}
