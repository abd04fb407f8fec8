import type { Car } from "../../types/generated/car.ts";
import type { TradeInEstimateRequest } from "../../types/generated/trade-in-estimate-request.ts";
import { percentile } from "../percentile.ts";

/** The shopper's car, as told in the valuation flow. */
export type TradeInVehicle = Pick<TradeInEstimateRequest, "make" | "model" | "year" | "km">;

export interface TradeInLimits {
  /** Spec §5: no estimate for cars over 7 years old. */
  maxAgeYears: number;
  /** Spec §5: no estimate for cars over 100,000 km. */
  maxKm: number;
  /** Share of the market price kept back for reconditioning and resale (0.15 = 15%). */
  reconditioningMargin: number;
}

export type TradeInRefusal = "too_old" | "too_many_km" | "no_comparables";

export type TradeInEstimate =
  | { kind: "offer"; low: number; high: number; comparables: number }
  | { kind: "refused"; reason: TradeInRefusal };

type ListedCar = Pick<Car, "make" | "model" | "year" | "km" | "price" | "car_type">;

/** How close a listing must be to count as comparable. */
export const COMPARABLE = { years: 2, km: 40000, minimum: 3, minPrice: 200 } as const;
const OFFER_ROUNDING = 100;

/** Why a car gets no estimate (the shopper is asked to enquire instead), or null when it can be valued. */
export function tradeInRefusal(vehicle: TradeInVehicle, limits: TradeInLimits, now: Date): TradeInRefusal | null {
  if (now.getFullYear() - vehicle.year > limits.maxAgeYears) return "too_old";
  if (vehicle.km > limits.maxKm) return "too_many_km";
  return null;
}

function same(a: string | null | undefined, b: string): boolean {
  return (a ?? "").trim().toLowerCase() === b.trim().toLowerCase();
}

/** Listings of the same make and model, of a similar age and odometer, with a real price (used and demo stock). */
export function comparableListings<T extends ListedCar>(vehicle: TradeInVehicle, listings: readonly T[]): T[] {
  return listings.filter((car) =>
    car.car_type !== "new" &&
    same(car.make, vehicle.make) &&
    same(car.model, vehicle.model) &&
    Math.abs((car.year ?? 0) - vehicle.year) <= COMPARABLE.years &&
    Math.abs((car.km ?? 0) - vehicle.km) <= COMPARABLE.km &&
    (car.price ?? 0) > COMPARABLE.minPrice);
}

/**
 * The offer range: the middle half (25th to 75th percentile) of comparable asking prices, less the reconditioning
 * margin and the deductions for the car's condition, rounded down to $100.
 */
export function tradeInEstimate(
  vehicle: TradeInVehicle,
  listings: readonly ListedCar[],
  limits: TradeInLimits,
  conditionDeduction: number,
  now: Date,
): TradeInEstimate {
  const refusal = tradeInRefusal(vehicle, limits, now);
  if (refusal) return { kind: "refused", reason: refusal };
  const prices = comparableListings(vehicle, listings).map((car) => car.price ?? 0).sort((a, b) => a - b);
  if (prices.length < COMPARABLE.minimum) return { kind: "refused", reason: "no_comparables" };
  const keep = Math.max(0, 1 - limits.reconditioningMargin - conditionDeduction);
  const offer = (price: number) => Math.floor((price * keep) / OFFER_ROUNDING) * OFFER_ROUNDING;
  return { kind: "offer", low: offer(percentile(prices, 0.25)), high: offer(percentile(prices, 0.75)), comparables: prices.length };
}
