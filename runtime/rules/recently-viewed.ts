import type { Car } from "../types/generated/car.ts";
import type { ViewedCar } from "../types/generated/viewed-car.ts";
import { bodyLabel } from "./vehicle-naming.ts";

export type { ViewedCar };

export const RECENTLY_VIEWED_KEY = "forecourt:recently-viewed";
export const RECENTLY_VIEWED_LIMIT = 10;

type ViewedSource = Pick<Car, "id" | "stocknum" | "make" | "model" | "bodyconfiguration" | "simple_body" | "slug" | "name">;

/** Spec §3's viewed car record, with the slug and name that let a list of them link back to each car. */
export function viewedRecord(car: ViewedSource): ViewedCar {
  return {
    id: car.id,
    stocknum: car.stocknum,
    make: car.make,
    model: car.model,
    body: car.bodyconfiguration ?? bodyLabel(car.simple_body),
    simple_body: car.simple_body,
    slug: car.slug,
    name: car.name,
  };
}

/** Newest first, one record per car, at most `limit` records. */
export function rememberViewed(list: readonly ViewedCar[], record: ViewedCar, limit = RECENTLY_VIEWED_LIMIT): ViewedCar[] {
  return [record, ...list.filter((entry) => entry.id !== record.id)].slice(0, limit);
}

/** Keeps the well-formed records of what the browser stored, at most the limit. */
export function storedViewedCars(stored: unknown): ViewedCar[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter((entry): entry is ViewedCar => typeof entry?.id === "number").slice(0, RECENTLY_VIEWED_LIMIT);
}
