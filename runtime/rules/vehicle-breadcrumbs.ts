import type { Car } from "../types/generated/car.ts";
import { bodyLabel, searchSlug } from "./vehicle-naming.ts";

export interface Crumb {
  label: string;
  /** Null for the current page (the last crumb). */
  href: string | null;
}

type CrumbCar = Pick<Car, "car_type" | "make" | "model" | "simple_body" | "name">;

const TYPE_LABELS: Record<Car["car_type"], string> = { new: "New Cars", used: "Used Cars", demo: "Demo Cars" };

/** Spec §2: Home, car type, make, model, body, title; each but the title a link into search. */
export function vehicleBreadcrumbs(car: CrumbCar): Crumb[] {
  const make = searchSlug(car.make);
  const model = `/search/${make}/${searchSlug(car.model)}`;
  const body = bodyLabel(car.simple_body);
  return [
    { label: "Home", href: "/" },
    { label: TYPE_LABELS[car.car_type], href: `/search/${car.car_type}-cars` },
    { label: car.make, href: `/search/${make}` },
    { label: car.model, href: model },
    ...(body ? [{ label: body, href: `${model}?body=${encodeURIComponent(car.simple_body!)}` }] : []),
    { label: car.name, href: null },
  ];
}
