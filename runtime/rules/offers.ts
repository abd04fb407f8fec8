import { format, isAfter, parseISO } from "date-fns";
import type { Offer } from "../types/generated/site.ts";

/** An offer runs from its start (inclusive) to its expiry (exclusive); an open end always passes. */
export function isOfferCurrent(offer: Pick<Offer, "start" | "expiry">, now: Date): boolean {
  if (offer.start && isAfter(offer.start, now)) return false;
  if (offer.expiry && !isAfter(offer.expiry, now)) return false;
  return true;
}

/** The offers a shopper sees at `now`, in the site document's order. */
export function currentOffers<T extends Pick<Offer, "start" | "expiry">>(offers: readonly T[], now: Date): T[] {
  return offers.filter((offer) => isOfferCurrent(offer, now));
}

/** The line under a running offer: its expiry's calendar date where the offer was written (spec §9: dd/MM/yyyy). */
export function offerEndLabel(expiry: string): string {
  return `Offer ends ${format(parseISO(expiry.slice(0, 10)), "dd/MM/yyyy")}`;
}
