import { collapseSoldRuns } from "../rules/collapse-sold.ts";
import { isSoldHit, type CarHit } from "./car-hit.ts";
import { placePromos, type PromoCard, type ResultSlot } from "./promo-placement.ts";

/** The cards of a results page: sold runs collapsed (when the site does), then promos placed. */
export function resultSlots(
  hits: readonly CarHit[],
  options: { collapseSold: boolean; promos: readonly PromoCard[]; promoExtras: readonly number[]; now: Date },
): ResultSlot<CarHit>[] {
  const cars = options.collapseSold ? collapseSoldRuns(hits, isSoldHit) : [...hits];
  return placePromos(cars, options.promos, options.promoExtras, options.now);
}
