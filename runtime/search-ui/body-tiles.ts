import type { Car } from "../types/generated/car.ts";
import { bodyLabel } from "../rules/vehicle-naming.ts";
import type { SearchOptions } from "./search-setup.ts";

export interface BodyTile {
  body: string;
  label: string;
  image: string;
  count: number;
}

/** Every body type there is (spec §9), so a tile list can ask for all of them. */
export const BODY_TYPE_COUNT = 20;

/**
 * Spec §9 body tiles: the site's own body types in its order (up to 20), or else the most stocked body types
 * (up to 4). A body type with no stock gets no tile.
 */
export function pickBodyTiles(counts: ReadonlyArray<{ value: string; count: number }>, options: SearchOptions["body_tiles"]): BodyTile[] {
  const countOf = new Map(counts.map((entry) => [entry.value, entry.count]));
  if (options.custom_bodies.length > 0) {
    return options.custom_bodies
      .map((custom) => ({
        body: custom.body,
        label: custom.label || labelOf(custom.body),
        image: custom.image,
        count: countOf.get(custom.body) ?? 0,
      }))
      .filter((tile) => tile.count > 0)
      .slice(0, options.custom_limit);
  }
  return [...counts]
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, options.limit)
    .map((entry) => ({ body: entry.value, label: labelOf(entry.value), image: "", count: entry.count }));
}

function labelOf(body: string): string {
  return bodyLabel(body as Car["simple_body"]) ?? body;
}
