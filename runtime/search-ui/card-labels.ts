import type { CarHit } from "./car-hit.ts";
import { groupDigits } from "../rules/digit-groups.ts";
import { hasEngine } from "../rules/vehicle-kind.ts";

/** Spec §2 location overlay: the car's city and state, else its location's name. */
export function locationLabel(hit: Pick<CarHit, "city" | "state" | "location_name">): string | null {
  const place = [hit.city, hit.state].filter((part) => part && part.trim()).join(", ");
  return place || hit.location_name || null;
}

/** Odometer as shoppers read it: '12,345 km'. */
export function kmLabel(km: number): string {
  return `${groupDigits(km)} km`;
}

/** The car's key facts under its title: odometer (used and demo, with an engine), transmission, fuel. */
export function cardFacts(hit: Pick<CarHit, "car_type" | "item_type" | "km" | "simple_transmission" | "simple_fuel">): string[] {
  return [hit.car_type === "new" || !hasEngine(hit) ? null : kmLabel(hit.km), hit.simple_transmission, hit.simple_fuel].filter(
    (fact): fact is string => Boolean(fact),
  );
}
