import type { Car } from "../types/generated/car.ts";
import { isInStock } from "./stock-status.ts";

/** `in_stock`: the common rule. `used_priced_with_images`: one site also needs a used car with a price and images. */
export type FavouriteRule = "in_stock" | "used_priced_with_images";

type FavouriteCar = Pick<Car, "status" | "sold" | "car_type" | "price" | "images">;

/** Spec §5: favourite controls hidden when not shown, car not in stock, or (one site) not used, price <= 0, or no images. */
export function showFavourite(car: FavouriteCar, shown: boolean, rule: FavouriteRule): boolean {
  if (!shown || !isInStock(car)) return false;
  if (rule === "in_stock") return true;
  return car.car_type === "used" && (car.price ?? 0) > 0 && (car.images?.length ?? 0) > 0;
}
