import { type LeadUserData, type FormValues, readWholeNumber } from "../../runtime/kit/forms.ts";

const CAR_TYPES = new Set(["new", "used", "demo"]);
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/**
 * Spec §2: the finance enquiry is pre-filled via preferredDealership, vehiclePriceBudget, car_id, car_type and vin
 * (car_id is read by the block's loader). Values that are not what they claim to be are left out.
 */
export function financePrefill(
  query: URLSearchParams,
  dealershipSlugs: readonly string[],
): { values: FormValues; extra: Partial<LeadUserData> } {
  const values: FormValues = {};
  const dealership = query.get("preferredDealership");
  if (dealership && dealershipSlugs.includes(dealership)) values.dealership_slug = dealership;
  const budget = readWholeNumber(query.get("vehiclePriceBudget") ?? "");
  if (budget !== null && budget <= 10_000_000) values.vehiclePriceBudget = budget;
  const extra: Partial<LeadUserData> = {};
  const carType = query.get("car_type");
  if (carType && CAR_TYPES.has(carType)) extra.car_type = carType as LeadUserData["car_type"];
  const vin = query.get("vin")?.toUpperCase();
  if (vin && VIN.test(vin)) extra.vin = vin;
  return { values, extra };
}
