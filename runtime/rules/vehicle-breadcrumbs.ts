import type { Car } from "../types/generated/car.ts";
import { bodyLabel, searchSlug } from "./vehicle-naming.ts";
import { kindNoun } from "./vehicle-kind.ts";

export interface Crumb {
  label: string;
  /** Null for the current page (the last crumb). */
  href: string | null;
}

type CrumbCar = Pick<Car, "car_type" | "item_type" | "make" | "model" | "simple_body" | "name">;

const TYPE_LABELS: Record<Car["car_type"], string> = { new: "New", used: "Used", demo: "Demo" };

/**
 * Spec §2: Home, car type, make, model, body, title; each but the title a link into search. The car type crumb
 * names the vehicle's kind ('Used Motorcycles') and, for a kind other than cars, narrows its search to that kind.
 */
export function vehicleBreadcrumbs(car: CrumbCar): Crumb[] {
  const make = searchSlug(car.make);
  const model = `/search/${make}/${searchSlug(car.model)}`;
  const body = bodyLabel(car.simple_body);
  const kind = car.item_type === "car" ? "" : `?item_type=${car.item_type}`;
  return [
    { label: "Home", href: "/" },
    { label: `${TYPE_LABELS[car.car_type]} ${kindNoun(car.item_type).many}`, href: `/search/${car.car_type}-cars${kind}` },
    { label: car.make, href: `/search/${make}` },
    { label: car.model, href: model },
    ...(body ? [{ label: body, href: `${model}?body=${encodeURIComponent(car.simple_body!)}` }] : []),
    { label: car.name, href: null },
  ];
}
