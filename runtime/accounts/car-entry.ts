import type { Car, Services, Site } from "../types/index.ts";
import type { FavouriteEntry } from "../types/generated/favourite-entry.ts";
import { vehicleTitle } from "../rules/vehicle-naming.ts";
import { watchedCarState, type WatchedCarState } from "../rules/watched-car-alert.ts";

/** How a saved car is listed (spec §3 Favourite entry): what the watchlist and garage show without the stock. */
export function carEntry(car: Car): FavouriteEntry {
  const { title, subtitle } = vehicleTitle(car);
  return { id: car.id, name: [title, subtitle].filter(Boolean).join(" "), slug: car.slug, make: car.make, model: car.model, primary_image_url: car.primary_image_url ?? null };
}

/** The car of this id, in any status, if it is one of the site's dealerships'; undefined otherwise. */
export async function siteCarById(services: Services, site: Site, carId: number): Promise<Car | undefined> {
  const car = Number.isSafeInteger(carId) && carId > 0 ? await services.stock.getById(carId) : undefined;
  return car && site.dealerships.some((dealership) => dealership.id === car.dealership_id) ? car : undefined;
}

/** The cars of these ids by id; an id of no car is left out. */
export async function carsById(stock: Services["stock"], ids: readonly number[]): Promise<Map<number, Car>> {
  return new Map((ids.length > 0 ? await stock.getByIds(ids) : []).map((car) => [car.id, car]));
}

/** The car as the site's shoppers see it now: what a watched car's alerts compare against. */
export function carState(car: Car, site: Site): WatchedCarState {
  return watchedCarState(car, { subscription: site.offers_subscription, noPriceText: site.texts.no_price });
}
