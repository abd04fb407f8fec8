import type { Car, Site } from "../types/index.ts";
import { deliveryQuote, haversineKm, type DeliveryEstimate, type DeliveryRate, type Point } from "../rules/delivery-quote.ts";
import { geocodePostcode } from "./postcodes.ts";

export interface DeliveryAnswer {
  estimate: DeliveryEstimate | null;
  postcode: string;
  state: string;
  distance_km: number | null;
}

type DeliverySite = Pick<Site, "locations" | "address">;
type DeliveryCar = Pick<Car, "location_id" | "location">;

/** Where the car leaves from: its site location's coordinates, else its location's postcode, else the site's. */
export async function carOrigin(car: DeliveryCar, site: DeliverySite): Promise<Point | null> {
  const address = site.locations.find((location) => location.id === car.location_id)?.address;
  if (typeof address?.lat === "number" && typeof address.long === "number") return { lat: address.lat, long: address.long };
  for (const postcode of [car.location?.address.postcode, site.address.postcode]) {
    if (!postcode) continue;
    try {
      return await geocodePostcode(postcode);
    } catch {
      // An unknown dealer postcode falls through to the next candidate.
    }
  }
  return null;
}

/**
 * Spec §3 delivery estimate (price and region name) from the car's location to a postcode. Throws 'Invalid
 * postcode' when the postcode is not in the embedded dataset; `estimate` is null beyond the site's rate bands.
 */
export async function deliveryEstimate(car: DeliveryCar, site: DeliverySite, rates: readonly DeliveryRate[], postcode: string): Promise<DeliveryAnswer> {
  const destination = await geocodePostcode(postcode);
  const origin = await carOrigin(car, site);
  const distance = origin ? Math.round(haversineKm(origin, destination) * 10) / 10 : null;
  return {
    estimate: distance === null ? null : deliveryQuote(distance, rates),
    postcode,
    state: destination.state,
    distance_km: distance,
  };
}
