/**
 * The attributes the index keeps columns for: facets whose values it counts (Algolia's
 * attributesForFaceting), numeric columns for numeric filters, stats and sorting, and which hold several
 * values (`multi`).
 */
export interface AttributeSpec {
  name: string;
  facet: boolean;
  numeric: boolean;
  multi: boolean;
  /** Lists each value's slots, so a filter on one value is a lookup rather than a pass over every record. */
  postings: boolean;
}

/**
 * Facets without postings: prices, distances and timestamps take thousands of values and are filtered by ranges
 * (read from the numeric columns), and the full equipment list would cost as much memory as every other facet
 * together; an exact-value filter on them still works, by a pass over the column.
 */
const WITHOUT_POSTINGS = new Set(["price", "km", "odometer", "subscription_price", "created_at_timestamp", "features"]);

const spec = (name: string, facet: boolean, numeric = false, multi = false): AttributeSpec =>
  ({ name, facet, numeric, multi, postings: facet && !WITHOUT_POSTINGS.has(name) });

/** Spec §3 search facets, plus the aliases it lists (odometer, fuelType, features). */
const FACETS: AttributeSpec[] = [
  ...["car_type", "make", "model", "make_model", "badge", "series", "body", "fuel", "transmission", "drive", "colour",
    "state", "city", "location_name", "dealership_name", "tag", "status", "certified", "item_type", "price_range",
    "weekly_price_range", "fuelType", "reserved", "preorder", "sold"].map((name) => spec(name, true)),
  ...["year", "price", "km", "odometer", "seats", "subscription_price", "created_at_timestamp", "dealership_id"]
    .map((name) => spec(name, true, true)),
  ...["categories", "features", "filtered_features", "_tags"].map((name) => spec(name, true, false, true)),
];

/** Numeric columns without facet counts: for fast numeric filters and replica sorting. */
const NUMERIC_ONLY: AttributeSpec[] = ["id", "location_id", "custom_rank", "views", "photos_count", "doors", "before_price",
  "offer_price", "engine_size", "sold_at_timestamp", "updated_at_timestamp"].map((name) => spec(name, false, true));

/**
 * Any other attribute (stocknum, vin, slug, location.name...) can still be filtered on: the index then reads
 * the records themselves, which is slower but cached like every condition.
 */
export const ATTRIBUTES: readonly AttributeSpec[] = [...FACETS, ...NUMERIC_ONLY];

/** Full-text fields, most important first (spec: make, model, badge, series, title, colour, stock number, VIN, rego). */
export const SEARCHABLE_ATTRIBUTES = ["make", "model", "badge", "series", "name", "colour", "stocknum", "vin", "regplate"] as const;

/**
 * The attributes a car's slot is indexed by: the searchable ones first, in their order (the text index reads them by
 * position), then the rest of the columns'. A car crosses from the thread that prepares it as these values.
 */
export const INDEXED_ATTRIBUTES: readonly string[] = [...new Set([...SEARCHABLE_ATTRIBUTES, ...ATTRIBUTES.map((attribute) => attribute.name)])];

/** Highlighted unless a request asks otherwise: what a card's title shows (`["*"]` asks for every searchable one). */
export const DEFAULT_HIGHLIGHTED = ["name", "make", "model", "badge", "series"] as const;

/** A record's own top-level attribute by name, undefined when it has none. */
export type AttributeReader = (name: string) => unknown;

/** Reads a record object's own attributes. */
export function ownAttributes(record: object): AttributeReader {
  return (name) => (Object.hasOwn(record, name) ? (record as Record<string, unknown>)[name] : undefined);
}

/** Reads an attribute of a record, following dotted names into nested objects (own properties only). */
export function attributeValue(record: object, name: string): unknown {
  return readAttribute(ownAttributes(record), name);
}

/** Reads an attribute through a record's reader, following dotted names into nested objects (own properties only). */
export function readAttribute(read: AttributeReader, name: string): unknown {
  const dot = name.indexOf(".");
  if (dot < 0) return read(name);
  let value = read(name.slice(0, dot));
  for (const part of name.slice(dot + 1).split(".")) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}
