import type { Car } from "../types/generated/car.ts";
import { formatDecimal, groupDigits } from "./digit-groups.ts";

export type PriceKind = "subscription" | "price" | "preorder" | "none";

export interface PriceDisplay {
  kind: PriceKind;
  amount: number | null;
  text: string;
  /** The before price, formatted, when it exceeds the car's price. */
  wasText: string | null;
}

export interface PriceDisplayOptions {
  /** The site sells by subscription (`site.offers_subscription`). */
  subscription: boolean;
  /** The site's no-price text (`site.texts.no_price`, default 'Enquire for price.'). */
  noPriceText: string;
}

type PricedCar = Pick<Car, "price" | "before_price" | "offer_price" | "subscription_price" | "preorder">;

/** Prices of 10 or less are placeholders in dealer feeds, never real prices. */
const MIN_SHOWN_PRICE = 10;

/** '$' with thousands separators, whole dollars: 45990 -> '$45,990'. */
export function formatPrice(amount: number): string {
  const dollars = groupDigits(Math.round(Math.abs(amount)));
  return `${amount < 0 ? "-" : ""}$${dollars}`;
}

/** Dollars to the cent, the cents always shown: 12.5 -> '$12.50', -3 -> '-$3.00'. */
export function formatDollarsAndCents(amount: number): string {
  return `${amount < 0 ? "-" : ""}$${formatDecimal(Math.abs(amount), 2, 2)}`;
}

/** Cents as a price, keeping the cents only when there are some: 125050 -> '$1,250.50', 20000 -> '$200'. */
export function formatCents(cents: number): string {
  const whole = formatPrice(Math.trunc(cents / 100));
  return cents % 100 === 0 ? whole : `${whole}.${String(Math.abs(cents % 100)).padStart(2, "0")}`;
}

function shown(value: number | null | undefined): value is number {
  return typeof value === "number" && value > MIN_SHOWN_PRICE;
}

/** What the car is advertised at: the reduced price when there is one, else its price; null when it shows none. */
export function advertisedPrice(car: Pick<Car, "price" | "offer_price">): number | null {
  return shown(car.offer_price) ? car.offer_price : shown(car.price) ? car.price : null;
}

/** Spec §4 price display: subscription > reduced price > car price; else PREORDER; else the no-price text. */
export function priceDisplay(car: PricedCar, options: PriceDisplayOptions): PriceDisplay {
  const was = shown(car.before_price) && shown(car.price) && car.before_price > car.price
    ? formatPrice(car.before_price)
    : null;
  if (options.subscription && shown(car.subscription_price)) {
    return { kind: "subscription", amount: car.subscription_price, text: formatPrice(car.subscription_price), wasText: null };
  }
  const amount = advertisedPrice(car);
  if (amount !== null) return { kind: "price", amount, text: formatPrice(amount), wasText: was };
  if (car.preorder) return { kind: "preorder", amount: null, text: "PREORDER", wasText: null };
  return { kind: "none", amount: null, text: options.noPriceText, wasText: null };
}
