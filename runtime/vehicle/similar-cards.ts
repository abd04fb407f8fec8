import type { Car } from "../types/index.ts";
import { primaryPhoto, type PhotoImage, type PhotoSubject } from "../rules/photo-sources.ts";
import { priceDisplay, type PriceDisplay } from "../rules/price-display.ts";
import { hasEngine } from "../rules/vehicle-kind.ts";

/** What a similar-car card shows: kept small, since it travels to the browser. */
export interface SimilarCard {
  id: number;
  path: string;
  name: string;
  image: PhotoImage | null;
  price: PriceDisplay;
  /** Null for a vehicle without an engine (a caravan): no odometer to read. */
  km: number | null;
  transmission: string | null;
  fuel: string | null;
  location: string | null;
}

type CardSource = PhotoSubject & Pick<Car, "id" | "path" | "name" | "km" | "item_type" | "simple_transmission" | "simple_fuel" | "city" | "state"
  | "price" | "before_price" | "offer_price" | "subscription_price" | "preorder">;

/**
 * The attributes a similar-car card reads, all its search asks for: a hit of every card attribute would be
 * built, written and read again for nothing.
 */
export const SIMILAR_CARD_ATTRIBUTES = [
  "id", "path", "name", "primary_photo", "primary_image_url", "km", "item_type", "simple_transmission",
  "simple_fuel", "city", "state", "price", "before_price", "offer_price", "subscription_price", "preorder",
] as const satisfies readonly (keyof CardSource)[];

export function similarCard(car: CardSource, options: { subscription: boolean; noPriceText: string }): SimilarCard {
  return {
    id: car.id,
    path: car.path,
    name: car.name,
    image: primaryPhoto(car),
    price: priceDisplay(car, options),
    km: hasEngine(car) ? car.km : null,
    transmission: car.simple_transmission,
    fuel: car.simple_fuel,
    location: [car.city, car.state].filter(Boolean).join(", ") || null,
  };
}
