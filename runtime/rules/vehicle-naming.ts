import type { Car } from "../types/generated/car.ts";
import { kindNoun } from "./vehicle-kind.ts";

type NamedCar = Pick<Car, "year" | "make" | "model" | "badge" | "series">;

/** Spec §2 sidebar title: 'year make model', with 'badge series' beneath. */
export function vehicleTitle(car: NamedCar): { title: string; subtitle: string } {
  return {
    title: `${car.year} ${car.make} ${car.model}`,
    subtitle: [car.badge, car.series].filter((part) => part && part.trim()).join(" "),
  };
}

/** The word the sold panel uses for the vehicle ('car', 'motorcycle', 'truck', 'caravan'). */
export function vehicleNoun(itemType: Car["item_type"]): string {
  return kindNoun(itemType).one.toLowerCase();
}

/** Spec §2: 'Similar {vehicle type}s In-Stock', or 'Available' on subscription sites. */
export function similarCarsTitle(itemType: Car["item_type"], subscription: boolean): string {
  return `Similar ${kindNoun(itemType).many} ${subscription ? "Available" : "In-Stock"}`;
}

const BODY_LABELS: Record<NonNullable<Car["simple_body"]>, string> = {
  "4x4": "4x4", bus: "Bus", cabChassis: "Cab Chassis", convertible: "Convertible", coupe: "Coupe", ev: "EV",
  hardtop: "Hardtop", hatch: "Hatch", hatchback: "Hatchback", motorhome: "Motorhome", lightTruck: "Light Truck",
  peopleMover: "People Mover", prestige: "Prestige", sedan: "Sedan", softtop: "Softtop", suv: "SUV", ute: "Ute",
  van: "Van", wagon: "Wagon", stationWagon: "Station Wagon",
};

/** A body type as shoppers read it: 'cabChassis' -> 'Cab Chassis'. */
export function bodyLabel(body: Car["simple_body"]): string | null {
  return body ? BODY_LABELS[body] : null;
}

/** Search paths use make and model slugs: 'Land Rover' -> 'land-rover'. */
export function searchSlug(name: string): string {
  return name.trim().toLowerCase().replace(/&/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}
