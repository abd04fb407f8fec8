import type { Car } from "../types/generated/car.ts";
import { priceDisplay, type PriceDisplayOptions } from "./price-display.ts";

/** What a shopper knows of a watched car: the price shown (whole dollars; null when none is) and whether it sold. */
export interface WatchedCarState {
  price: number | null;
  sold: boolean;
}

export type WatchedCarAlert = { kind: "price-drop"; from: number; to: number } | { kind: "sold" };

type WatchedCar = Pick<Car, "price" | "before_price" | "offer_price" | "subscription_price" | "preorder" | "status" | "sold">;

/**
 * A watched car as the shopper would see it now. A car gone from the site's stock counts as sold: either way it
 * can no longer be bought there. Only a plain price can drop (a subscription's weekly figure is another thing).
 */
export function watchedCarState(car: WatchedCar | undefined, options: PriceDisplayOptions): WatchedCarState {
  if (!car || car.sold === true || car.status === "sold") return { price: null, sold: true };
  const shown = priceDisplay(car, options);
  return { price: shown.kind === "price" && shown.amount !== null ? Math.round(shown.amount) : null, sold: false };
}

/**
 * What is worth telling the shopper about a watched car: that it sold, or that its price is below the one they
 * last knew (a rise, or a drop back to no lower than that, is not news). Nothing once they were told it sold.
 */
export function watchedCarAlert(known: WatchedCarState, now: WatchedCarState): WatchedCarAlert | null {
  if (known.sold) return null;
  if (now.sold) return { kind: "sold" };
  if (known.price !== null && now.price !== null && now.price < known.price) return { kind: "price-drop", from: known.price, to: now.price };
  return null;
}

