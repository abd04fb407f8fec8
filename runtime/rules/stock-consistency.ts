import type { Car } from "../types/generated/car.ts";
import type { Location } from "../types/generated/location.ts";

export interface StockInconsistency {
  /** JSON pointer into the car. */
  pointer: string;
  message: string;
}

type CheckedCar = Pick<Car, "item_type" | "location_id" | "specifications">;
type SellingLocation = Pick<Location, "id" | "name"> & { vehicle_kinds: readonly Car["item_type"][] };

/**
 * What no real stock could be, though each field is valid on its own: a vehicle at a location that does not sell
 * its kind, or a caravan whose tare (its empty weight) is not below its aggregate trailer mass (the most it may
 * weigh loaded).
 */
export function stockInconsistencies(car: CheckedCar, locations: readonly SellingLocation[]): StockInconsistency[] {
  const problems: StockInconsistency[] = [];
  const location = locations.find((each) => each.id === car.location_id);
  if (location && !location.vehicle_kinds.includes(car.item_type)) {
    problems.push({ pointer: "/location_id", message: `${location.name} does not sell a ${car.item_type}` });
  }
  const tare = car.specifications?.tare_weight;
  const aggregate = car.specifications?.aggregate_trailer_mass;
  if (typeof tare === "number" && typeof aggregate === "number" && tare >= aggregate) {
    problems.push({ pointer: "/specifications/tare_weight", message: `tare ${tare} kg is not below the aggregate trailer mass ${aggregate} kg` });
  }
  return problems;
}
