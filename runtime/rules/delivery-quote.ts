import type { DeliveryEstimate } from "../types/generated/delivery-estimate.ts";
import type { Site } from "../types/index.ts";

/** Spec §9: Earth radius used for straight-line distances. */
export const EARTH_RADIUS_KM = 6371;

export interface Point {
  lat: number;
  long: number;
}

/** Great-circle distance in km (haversine). */
export function haversineKm(a: Point, b: Point): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLong = rad(b.long - a.long);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** One band of the site's delivery_rates option. */
export type DeliveryRate = Site["vehicle_page"]["delivery_rates"][number];

export type { DeliveryEstimate };

/** The first rate band covering the distance; null beyond the last band (no estimate). */
export function deliveryQuote(distanceKm: number, rates: readonly DeliveryRate[]): DeliveryEstimate | null {
  const band = [...rates].sort((a, b) => a.up_to_km - b.up_to_km).find((rate) => distanceKm <= rate.up_to_km);
  return band ? { price: band.price, name: band.name } : null;
}

export const DELIVERY_POSTCODE_REQUIRED = "Please enter a postcode";
export const DELIVERY_NO_ESTIMATE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";
export const INVALID_POSTCODE = "Invalid postcode";
