import type { Car } from "../../types/generated/car.ts";

export type ArtShape =
  | "sedan" | "hatch" | "suv" | "ute" | "van" | "wagon" | "coupe" | "convertible" | "motorcycle" | "truck" | "caravan";

const BY_BODY: Record<NonNullable<Car["simple_body"]>, ArtShape> = {
  sedan: "sedan", prestige: "sedan", hatch: "hatch", hatchback: "hatch", ev: "hatch", suv: "suv", "4x4": "suv",
  ute: "ute", cabChassis: "ute", van: "van", peopleMover: "van", bus: "van", wagon: "wagon", stationWagon: "wagon",
  coupe: "coupe", convertible: "convertible", softtop: "caravan", hardtop: "caravan", motorhome: "van", lightTruck: "truck",
};

/** Which silhouette draws a vehicle: its kind first (bikes, trucks, caravans), then its body type. */
export function artShape(car: Pick<Car, "item_type" | "simple_body">): ArtShape {
  if (car.item_type === "motorcycle") return "motorcycle";
  if (car.item_type === "truck") return "truck";
  if (car.item_type === "caravan" && car.simple_body !== "motorhome") return "caravan";
  return car.simple_body ? BY_BODY[car.simple_body] : "sedan";
}
