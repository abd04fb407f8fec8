import type { Car } from "../../types/generated/car.ts";
import { entityValidator } from "../../site/entity-validator.ts";
import { translateErrors } from "../../site/translate-errors.ts";
import { slugify } from "../../rules/slugify.ts";
import { carPhotoImage } from "../photos/photo-urls.ts";
import { CAR_FIELDS } from "./car-fields.ts";
import type { FeedProblem } from "./feed-problem.ts";
import type { FeedRow } from "./feed-rows.ts";

/** Fields the platform sets, whatever a feed says: a car keeps its id and address across imports. */
export const PLATFORM_FIELDS = ["id", "slug", "path", "dealership_slug", "updated_at"] as const;

/** Fields a feed must give for every car (the rest have defaults). */
export const FEED_REQUIRED = ["stocknum", "year", "make", "model", "car_type", "price"] as const;

export interface CarContext {
  /** The car already stocked under this dealership and stock number, if any. */
  existing: Car | undefined;
  /** The id a new car gets. */
  newId: number;
  /** The row's dealership (the one it names, or the site's only one). */
  dealership: { id: number; slug: string };
  /** ISO time of the import. */
  now: string;
}

export type BuiltCar = { car: Car } | { problems: FeedProblem[] };

/**
 * A feed row as a car: the platform's fields kept from the stocked car (or new), fields the feed leaves out at
 * their defaults, and the result checked against car.schema.json. A car keeps when it was first stocked and
 * sold, and its view count, unless the feed gives them. Photos the row named, taken in (feed-photos.ts), are its
 * images, stored under its id.
 */
export function buildCar(row: FeedRow, context: CarContext): BuiltCar {
  const given = { ...row.values };
  for (const field of PLATFORM_FIELDS) delete given[field];
  const { existing, now } = context;
  const id = existing?.id ?? context.newId;
  if (row.photos) given.images = row.photos.map(({ photo, source }) => ({ ...carPhotoImage(id, photo), source }));
  const images = Array.isArray(given.images) ? (given.images as { url?: unknown }[]) : [];
  const status = given.status ?? "in_stock";
  const sold = given.sold ?? status === "sold";
  const defaults: Record<string, unknown> = {
    status,
    sold,
    item_type: "car",
    km: 0,
    views: existing?.views ?? 0,
    // A car reserved online (or by the admin API) stays reserved when a feed that says nothing of it comes again.
    reserved: existing?.reserved ?? false,
    custom_rank: 0,
    show_on_dealer_website: true,
    finance_lenders: {},
    photos_count: images.length,
    primary_image_url: typeof images[0]?.url === "string" ? images[0].url : null,
    name: [given.year, given.make, given.model, given.badge].filter((part) => part !== null && part !== undefined && part !== "").join(" "),
    created_at: existing?.created_at ?? now,
    sold_at: sold === true ? (existing?.sold_at ?? now) : null,
  };
  const car: Record<string, unknown> = {};
  for (const [name, field] of CAR_FIELDS) {
    if (Object.hasOwn(given, name)) car[name] = given[name];
    else if (Object.hasOwn(defaults, name)) car[name] = defaults[name];
    else if (field.required && !(FEED_REQUIRED as readonly string[]).includes(name)) car[name] = emptyValue(field.kind, field.nullable);
  }
  // Unknown fields stay for the validator to report; defined, not assigned, so a "__proto__" key is just a key.
  for (const name of Object.keys(given)) {
    if (!CAR_FIELDS.has(name)) Object.defineProperty(car, name, { value: given[name], enumerable: true, writable: true, configurable: true });
  }
  const slug = existing?.slug ?? slugify(`${String(car.year)}-${String(car.make)}-${String(car.model)}-${String(car.badge ?? "")}-${id}`);
  Object.assign(car, { id, slug, path: `/cars/${slug}`, dealership_id: context.dealership.id, dealership_slug: context.dealership.slug, updated_at: existing?.updated_at ?? now });
  const validate = entityValidator("car.schema.json");
  if (validate(car)) return { car: car as unknown as Car };
  return {
    problems: translateErrors(validate.errors ?? [], car).map((problem) => ({
      where: row.where,
      field: fieldName(problem.pointer, row.columns),
      message: problem.message,
    })),
  };
}

function emptyValue(kind: string, nullable: boolean): unknown {
  if (nullable) return null;
  if (kind === "boolean") return false;
  if (kind === "string-list") return [];
  return kind === "structured" ? [] : null;
}

/** A CSV problem names the dealer's column; a JSON one the field's pointer. */
function fieldName(pointer: string, columns: Record<string, string>): string {
  const top = pointer.split("/")[1] ?? "";
  const column = columns[top];
  return column ? (pointer === `/${top}` ? column : `${column} ${pointer}`) : pointer;
}
