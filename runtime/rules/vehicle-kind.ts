import type { Car } from "../types/generated/car.ts";

export type VehicleKind = Car["item_type"];

/** A kind's noun as headings and buttons say it, one and many. */
export interface KindNoun {
  one: string;
  many: string;
}

const NOUNS: Record<VehicleKind, KindNoun> = {
  car: { one: "Car", many: "Cars" },
  motorcycle: { one: "Motorcycle", many: "Motorcycles" },
  truck: { one: "Truck", many: "Trucks" },
  caravan: { one: "Caravan", many: "Caravans" },
};

/** Spec §2's {vehicle type} for one kind of stock: 'Car' and 'Cars', 'Motorcycle' and 'Motorcycles'. */
export function kindNoun(kind: VehicleKind): KindNoun {
  return NOUNS[kind];
}

function isKind(value: string): value is VehicleKind {
  return Object.hasOwn(NOUNS, value);
}

/**
 * The noun of a search: the kind it is narrowed to ('Motorcycles' for item_type=motorcycle), else the site's own
 * plural word for its stock (`search_results.vehicle_noun`, 'Cars', 'Vehicles'), since a search over every kind is
 * the site's stock; its singular drops the plural's 's'.
 */
export function searchNoun(itemTypes: readonly string[] | undefined, siteNoun: string): KindNoun {
  const only = itemTypes?.length === 1 ? itemTypes[0]! : null;
  return only && isKind(only) ? NOUNS[only] : { one: siteNoun.replace(/s$/, ""), many: siteNoun };
}

type EngineCar = Pick<Car, "item_type" | "simple_fuel">;

/**
 * Whether the vehicle has an engine: a towed caravan has none, so it has no odometer reading worth showing and no
 * fuel to cost; a motorhome is listed as a caravan too, but it names its fuel.
 */
export function hasEngine(car: EngineCar): boolean {
  return car.item_type !== "caravan" || car.simple_fuel !== null;
}
