import type { Car } from "../types/generated/car.ts";

type StatusCar = Pick<Car, "status" | "sold">;

/** Spec §4: in_stock and coming_soon count as in stock; sold or any other status does not. */
export function isInStock(car: StatusCar): boolean {
  return (car.status === "in_stock" || car.status === "coming_soon") && car.sold !== true;
}

export interface SoldTexts {
  heading: string;
  message: string;
  help: string;
}

/** The sold panel's texts, spec §4 verbatim, for a vehicle noun such as 'car' or 'caravan'. */
export function soldTexts(vehicle: string): SoldTexts {
  return {
    heading: "SOLD",
    message: `Unfortunately this ${vehicle} recently sold.`,
    help: `But don't worry, we can help you find a similar ${vehicle}!`,
  };
}
