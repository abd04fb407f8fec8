import type { PhotoImage } from "../rules/photo-sources.ts";
import type { Car } from "../types/generated/car.ts";

/** What a results card reads of a search hit; the search retrieves only these attributes to keep pages small. */
export const CARD_ATTRIBUTES = [
  "id", "slug", "year", "make", "model", "badge", "series", "car_type", "status", "sold", "reserved", "certified",
  "tag", "price", "before_price", "offer_price", "subscription_price", "preorder", "km", "item_type", "simple_fuel",
  "simple_transmission", "city", "state", "location_name", "primary_image_url", "primary_photo", "views", "created_at",
] as const;

/**
 * The result fields the search pages read (Algolia's responseFields): all InstantSearch uses, without the echoed
 * `params` string, an eighth of a search page's answer.
 */
export const PAGE_RESPONSE_FIELDS = [
  "hits", "nbHits", "nbPages", "page", "hitsPerPage", "facets", "facets_stats", "exhaustive", "processingTimeMS", "query", "index",
] as const;

type CardField = Exclude<(typeof CARD_ATTRIBUTES)[number], "location_name" | "primary_photo">;

export type CarHit = Pick<Car, CardField> & { objectID: string; location_name?: string | null; primary_photo?: PhotoImage | null };

/** Spec §4: a sold card is a car sold or with status sold. */
export function isSoldHit(hit: Pick<Car, "status" | "sold">): boolean {
  return hit.status === "sold" || hit.sold === true;
}
