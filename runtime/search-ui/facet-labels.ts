import type { Car } from "../types/generated/car.ts";
import { bodyLabel } from "../rules/vehicle-naming.ts";
import { searchNoun, type KindNoun } from "../rules/vehicle-kind.ts";
import { countLabel } from "../rules/plural.ts";

const CAR_TYPES: Record<string, string> = { new: "New", used: "Used", demo: "Demo" };
const CERTIFIED: Record<string, string> = { true: "Certified", false: "Not Certified" };
const STATUS: Record<string, string> = { in_stock: "In Stock", coming_soon: "Coming Soon", sold: "Sold" };

/** A facet value as shoppers read it: 'used' -> 'Used', 'cabChassis' -> 'Cab Chassis'. */
export function facetValueLabel(attribute: string, value: string): string {
  if (attribute === "car_type") return CAR_TYPES[value] ?? value;
  if (attribute === "certified") return CERTIFIED[value] ?? value;
  if (attribute === "status") return STATUS[value] ?? value;
  if (attribute === "item_type") return searchNoun([value], value).many;
  if (attribute === "body") return bodyLabel(value as Car["simple_body"]) ?? value;
  return value;
}

/**
 * The stock the search is for, as the 'Show Me' button and headings say it: 'Used Cars', 'New & Demo Cars',
 * or the noun alone when every type is in.
 */
export function vehicleTypeLabel(carTypes: readonly string[] | undefined, noun: string): string {
  const types = ["new", "used", "demo"].filter((type) => carTypes?.includes(type));
  if (types.length === 0 || types.length === 3) return noun;
  return `${types.map((type) => CAR_TYPES[type]).join(" & ")} ${noun}`;
}

/** Spec §2: 'Show Me {count} {vehicle type}', the type in the count's number ('Show Me 1 Used Motorcycle'). */
export function showMeLabel(count: number, carTypes: readonly string[] | undefined, noun: KindNoun): string {
  return `Show Me ${countLabel(count, vehicleTypeLabel(carTypes, noun.one), vehicleTypeLabel(carTypes, noun.many))}`;
}
