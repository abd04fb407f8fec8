import { milliseconds } from "date-fns/milliseconds";
import type { Car } from "../types/generated/car.ts";

type ListedCar = Pick<Car, "status" | "sold" | "sold_at" | "show_on_dealer_website">;

export interface ListingOptions {
  /** The site's recently-sold window (spec §4 and §9: 3 days unless configured). */
  recentlySoldDays: number;
}

/**
 * Until when (epoch ms) a car is listed in search: Infinity while in stock, its sale time plus the
 * recently-sold window once sold, null when it is never listed. The search index uses this to drop sold
 * cars as the window closes, without a write to the stock.
 */
export function listedUntil(car: ListedCar, options: ListingOptions): number | null {
  if (!car.show_on_dealer_website) return null;
  const isSold = car.status === "sold" || car.sold;
  if (!isSold) return car.status === "in_stock" || car.status === "coming_soon" ? Infinity : null;
  // A sold car without a sale time cannot be "recently" sold.
  const soldAt = car.sold_at ? Date.parse(car.sold_at) : NaN;
  if (Number.isNaN(soldAt)) return null;
  return soldAt + milliseconds({ days: options.recentlySoldDays });
}

/** Spec §4: shown when in_stock or coming_soon, or sold within the window, and show_on_dealer_website. */
export function isListed(car: ListedCar, options: ListingOptions, now: Date): boolean {
  const until = listedUntil(car, options);
  return until !== null && now.getTime() <= until;
}
