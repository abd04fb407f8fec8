import { parseISO } from "date-fns";
import type { Car } from "../types/generated/car.ts";
import { isInStock } from "./stock-status.ts";

type TaggedCar = Pick<Car, "status" | "sold" | "reserved" | "certified" | "make" | "car_type" | "tag" | "simple_fuel" | "created_at">;

export type CardTag =
  | { kind: "fuel"; text: string }
  | { kind: "reserved"; text: "Reserved" }
  /** The Toyota certified logo: an image, no text. */
  | { kind: "certified" }
  | { kind: "dealer"; text: string }
  | { kind: "coming_soon"; text: "COMING SOON" }
  | { kind: "new_arrival"; text: string }
  | { kind: "sold"; text: string };

export interface CardTagOptions {
  /** features.fuel_type_tags */
  fuelTypeTags: boolean;
  /** specifications.just_arrived_days (default 8) */
  justArrivedDays: number;
  /** specifications.just_arrived_tag_name (default 'New Arrival') */
  justArrivedTagName: string;
  /** specifications.sold_tag_name (default 'JUST SOLD') */
  soldTagName: string;
}

const FUEL_TAGS = new Set(["Electric", "Hybrid", "Plug-in Hybrid"]);

/**
 * The one tag a search card shows, by spec §4 precedence for in-stock cars: electric/hybrid/PHEV fuel tag
 * (when enabled), Reserved, certified logo (used certified Toyota), dealer tag text, COMING SOON, the
 * new-arrival tag within the just-arrived window, else none. A sold card shows the sold tag.
 */
export function cardTag(car: TaggedCar, options: CardTagOptions, now: Date): CardTag | null {
  if (!isInStock(car)) return car.status === "sold" || car.sold ? { kind: "sold", text: options.soldTagName } : null;
  if (options.fuelTypeTags && car.simple_fuel && FUEL_TAGS.has(car.simple_fuel)) return { kind: "fuel", text: car.simple_fuel };
  if (car.reserved) return { kind: "reserved", text: "Reserved" };
  if (car.car_type === "used" && car.certified && car.make.trim().toLowerCase() === "toyota") return { kind: "certified" };
  const dealerTag = car.tag?.trim();
  if (dealerTag) return { kind: "dealer", text: dealerTag };
  if (car.status === "coming_soon") return { kind: "coming_soon", text: "COMING SOON" };
  if (now.getTime() - timeOf(car.created_at) <= options.justArrivedDays * DAY_MS) return { kind: "new_arrival", text: options.justArrivedTagName };
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A UTC time as toISOString writes it. */
const PLAIN_UTC_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{3})?Z$/;

/**
 * When a car came in. Every result card asks, and parseISO is general enough to be the slow part of a card: a
 * plain UTC time Date.parse reads as parseISO does, on a day its month has (an impossible day, the 31st of
 * November, Date.parse rolls into the next month, where parseISO gives an invalid date).
 */
function timeOf(createdAt: string): number {
  if (PLAIN_UTC_TIME.test(createdAt)) {
    const time = Date.parse(createdAt);
    if (new Date(time).getUTCDate() === Number(createdAt.slice(8, 10))) return time;
  }
  return parseISO(createdAt).getTime();
}
