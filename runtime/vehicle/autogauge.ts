import type { Car } from "../types/index.ts";
import { advertisedPrice, formatPrice } from "../rules/price-display.ts";
import { isInStock } from "../rules/stock-status.ts";
import { percentile } from "../rules/percentile.ts";
import { clamp } from "../rules/finance/calculator-settings.ts";

/** Comparable listings: published, same make and model, within a year either side and 25,000 km either side. */
export const YEAR_BAND = 1;
export const KM_BAND = 25_000;
/** Below this many comparables in the car's state, the market range comes from the national set. */
const MIN_STATE_SAMPLE = 3;

export interface AutogaugeResult {
  fill: number | null;
  listing_price: number | null;
  market_range_min: number | null;
  market_range_max: number | null;
  confidence: number;
  description: string;
  state_average: number | null;
  national_average: number | null;
  comparable_count: number;
}

type PricedCar = Pick<Car, "id" | "make" | "model" | "year" | "km" | "price" | "offer_price" | "state" | "status" | "sold" | "show_on_dealer_website">;

export function isComparable(car: PricedCar, other: PricedCar): boolean {
  return other.id !== car.id
    && other.make.toLowerCase() === car.make.toLowerCase()
    && other.model.toLowerCase() === car.model.toLowerCase()
    && Math.abs(other.year - car.year) <= YEAR_BAND
    && Math.abs(other.km - car.km) <= KM_BAND
    && other.show_on_dealer_website
    && (isInStock(other) || other.status === "sold")
    && advertisedPrice(other) !== null;
}

/**
 * The market price comparison of one car against comparable listings across the platform's stock. The range is
 * the 10th to 90th percentile of comparable prices (state set when large enough, else national); fill is how far
 * below the top of that range the car sits (1 = cheapest); confidence grows with the sample, n / (n + 5).
 */
export function computeAutogauge(car: PricedCar, stock: readonly PricedCar[]): AutogaugeResult {
  const national = stock.filter((other) => isComparable(car, other));
  const inState = national.filter((other) => car.state && other.state === car.state);
  const sample = (inState.length >= MIN_STATE_SAMPLE ? inState : national).map((other) => advertisedPrice(other)!).sort((a, b) => a - b);
  const price = advertisedPrice(car);
  const result = {
    listing_price: price,
    state_average: average(inState.map((other) => advertisedPrice(other)!)),
    national_average: average(national.map((other) => advertisedPrice(other)!)),
    comparable_count: national.length,
    confidence: Math.round((sample.length / (sample.length + 5)) * 100) / 100,
  };
  if (price === null || sample.length < 2) {
    return { ...result, fill: null, market_range_min: null, market_range_max: null, description: "Not enough comparable listings to compare this price." };
  }
  const min = Math.round(percentile(sample, 0.1));
  const max = Math.max(Math.round(percentile(sample, 0.9)), min);
  const fill = max === min ? (price <= min ? 1 : 0) : clamp((max - price) / (max - min), { min: 0, max: 1 });
  return { ...result, fill: Math.round(fill * 100) / 100, market_range_min: min, market_range_max: max, description: describe(price, result, car.state) };
}

function describe(price: number, result: { state_average: number | null; national_average: number | null; comparable_count: number }, state: string | null): string {
  const [avg, where] = result.state_average !== null ? [result.state_average, ` in ${state}`] : [result.national_average!, " nationally"];
  const gap = Math.round(avg - price);
  const position = gap === 0 ? "at" : `${formatPrice(Math.abs(gap))} ${gap > 0 ? "below" : "above"}`;
  return `Priced ${position} the average of comparable listings${where} (${result.comparable_count} compared).`;
}

function average(values: number[]): number | null {
  return values.length ? Math.round(values.reduce((sum, v) => sum + v, 0) / values.length) : null;
}
