import type { Car } from "../../types/generated/car.ts";
import { kindNoun } from "../../rules/vehicle-kind.ts";
import { primaryPhoto } from "../../rules/photo-sources.ts";
import { ownAttributes, type AttributeReader } from "./attributes.ts";

/**
 * A car as the index takes it in: its attributes, which are the car without its vehicle-page detail (STORED_ONLY,
 * most of a car's size) with its derived attributes (its first photo for cards, primary_photo; make_model, body, fuel, transmission, location_name,
 * dealership_name, categories, features, price bands, timestamps in seconds, _tags), which win over car fields of
 * the same name. The index keeps them as one JSON text per car (see car-index.ts), not as objects.
 */
export interface SearchRecord {
  objectID: string;
  attributes: RecordAttributes;
}

/** A record's attributes (see SearchRecord). */
export type RecordAttributes = Record<string, unknown>;

/**
 * Vehicle-page detail the index does not keep: no search filters, ranks or highlights on it. A hit that asks
 * for one by `attributesToRetrieve` gets it from storage (see stored-fields.ts); the equipment list stays
 * searchable as the derived `features`.
 */
export const STORED_ONLY: ReadonlySet<string> = new Set([
  "images", "spin_images", "thumbnails", "hotspots", "finance_lenders", "variant", "dealercomments", "standardEquipment",
]);

/** What the index needs to know about a car's dealership beyond the car itself. */
export interface DealershipInfo {
  name: string;
}

/**
 * The car fields a hit carries by default: what a results card, favourites, compare and the viewed-cars record
 * use. Vehicle-page detail (images, equipment, finance lenders...) stays out so a page of 21 hits stays small;
 * `attributesToRetrieve` can still name any field.
 */
export const CARD_FIELDS: readonly string[] = [
  "id", "slug", "path", "name", "year", "make", "model", "badge", "series", "colour", "car_type", "status", "sold",
  "reserved", "tag", "certified", "price", "before_price", "offer_price", "subscription_price", "price_type", "preorder",
  "km", "stocknum", "simple_body", "simple_fuel", "simple_transmission", "simple_drive", "drive", "trans",
  "engine_size_litres", "seats", "doors", "item_type", "city", "state", "dealership_id", "dealership_slug", "location_id",
  "primary_image_url", "photos_count", "views", "created_at", "updated_at", "sold_at", "youxQuote",
];

/** Derived attributes a card shows; the other derived ones (bands, lists, aliases) are for filtering only. */
const DERIVED_IN_HITS: readonly string[] = [
  "make_model", "body", "fuel", "transmission", "location_name", "dealership_name", "created_at_timestamp", "primary_photo",
];

/** Every attribute a hit carries by default. */
export const CARD_NAMES: ReadonlySet<string> = new Set([...CARD_FIELDS, ...DERIVED_IN_HITS]);

/** Features shoppers filter by; the rest of the equipment list is searchable as `features`. */
const SHOPPER_FEATURES = new Set([
  "Apple CarPlay", "Android Auto", "Reversing Camera", "360 Degree Camera", "Satellite Navigation", "Sunroof",
  "Panoramic Glass Roof", "Leather Upholstery", "Heated Front Seats", "Adaptive Cruise Control", "Blind Spot Monitoring",
  "Tow Bar", "Keyless Entry", "Head-Up Display", "Power Tailgate", "Wireless Phone Charger",
]);

function seconds(iso: string | null | undefined): number | null {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

/** Price bands of 10,000 up to 100,000, then one band above. */
function priceRange(price: number): string | null {
  if (!(price > 0)) return null;
  if (price >= 100_000) return "100000+";
  const low = Math.floor(price / 10_000) * 10_000;
  return `${low}-${low + 10_000}`;
}

/** Weekly repayment bands of 50 up to 500, then one band above. */
function weeklyPriceRange(weekly: number | null): string | null {
  if (weekly === null || !(weekly > 0)) return null;
  if (weekly >= 500) return "500+";
  const low = Math.floor(weekly / 50) * 50;
  return `${low}-${low + 50}`;
}

function weeklyRepayment(car: Car): number | null {
  const quoted = car.youxQuote?.weeklyRepaymentAmount;
  if (typeof quoted === "number") return quoted;
  const weekly = Object.values(car.finance_lenders ?? {}).map((lender) => lender.paymentWeek).filter((n): n is number => typeof n === "number");
  return weekly.length ? Math.min(...weekly) : null;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The stored-only fields as absent values: a copy of a car spread over this has none (JSON leaves them out). */
const WITHOUT_STORED_ONLY = Object.fromEntries([...STORED_ONLY].map((name) => [name, undefined]));

export function carRecord(car: Car, dealership: DealershipInfo | undefined): SearchRecord {
  const equipment = car.standardEquipment ?? [];
  const tags = (["reserved", "preorder", "certified", "sold"] as const).filter((flag) => car[flag] === true);
  return { objectID: String(car.id), attributes: { ...car, ...WITHOUT_STORED_ONLY, ...derivedAttributes(car, dealership, equipment, tags) } };
}

function derivedAttributes(car: Car, dealership: DealershipInfo | undefined, equipment: readonly string[], tags: string[]) {
  return {
    make_model: `${car.make} ${car.model}`,
    body: car.simple_body,
    // The facet `fuel` is the simple fuel (spec §3); the dealer's own wording stays readable beside it.
    fuel: car.simple_fuel,
    fuel_description: car.fuel ?? null,
    fuelType: car.simple_fuel,
    transmission: car.simple_transmission,
    odometer: car.km,
    location_name: car.location?.name ?? null,
    dealership_name: dealership?.name ?? null,
    categories: [`${capitalise(car.car_type)} ${kindNoun(car.item_type).many}`, ...(car.certified ? ["Certified Pre-Owned"] : [])],
    features: equipment,
    filtered_features: equipment.filter((item) => SHOPPER_FEATURES.has(item)),
    price_range: priceRange(car.price),
    weekly_price_range: weeklyPriceRange(weeklyRepayment(car)),
    created_at_timestamp: seconds(car.created_at),
    updated_at_timestamp: seconds(car.updated_at),
    sold_at_timestamp: seconds(car.sold_at),
    _tags: tags,
    primary_photo: primaryPhoto(car),
  };
}

/**
 * What a hit carries by default (a new object): the card fields, the derived attributes a card shows and objectID,
 * from a record's attributes or a reader of them.
 */
export function cardOf(attributes: RecordAttributes | AttributeReader, objectID: string): RecordAttributes {
  const read = typeof attributes === "function" ? attributes : ownAttributes(attributes);
  const card: RecordAttributes = {};
  for (const key of CARD_FIELDS) {
    const value = read(key);
    if (value !== undefined) card[key] = value;
  }
  for (const key of DERIVED_IN_HITS) card[key] = read(key);
  card.objectID = objectID;
  return card;
}
