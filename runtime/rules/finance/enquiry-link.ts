import type { Car } from "../../types/generated/car.ts";

type EnquiryCar = Pick<Car, "id" | "dealership_slug" | "price" | "car_type" | "vin">;

/** Spec §2: the finance enquiry pre-filled for a car and scrolled to its form. */
export function financeEnquiryHref(car: EnquiryCar | null, path = "/finance-enquiry"): string {
  if (!car) return `${path}#finance-form`;
  const query = new URLSearchParams();
  if (car.dealership_slug) query.set("preferredDealership", car.dealership_slug);
  if (car.price && car.price > 0) query.set("vehiclePriceBudget", String(car.price));
  query.set("car_id", String(car.id));
  if (car.car_type) query.set("car_type", car.car_type);
  if (car.vin) query.set("vin", car.vin);
  return `${path}?${query.toString()}#finance-form`;
}
