import type { Car } from "../../types/generated/car.ts";

type ValuationCar = Pick<Car, "status" | "sold" | "reserved" | "price">;

/** Spec §5 instant-valuation eligibility: in_stock, not sold or reserved, price above 200. */
export function instantValuationEligible(car: ValuationCar): boolean {
  return car.status === "in_stock" && car.sold !== true && car.reserved !== true && (car.price ?? 0) > 200;
}
