import type { CataloguePart } from "../types/content.ts";

/** What the shopper searched for on /parts/search: words, a vehicle, and a page. */
export interface PartsQuery {
  text: string;
  make: string;
  model: string;
  year: number | null;
  /** 1-based. */
  page: number;
}

export interface PartsPage {
  parts: CataloguePart[];
  total: number;
  page: number;
  pages: number;
}

/**
 * The parts that match every word of the text (in the part number, name, category, make or models; a part
 * number also matches without its spaces and hyphens) and fit the vehicle, a page of them at a time. A part
 * number typed exactly comes first; the rest keep the catalogue's order. A page past the last shows the last.
 */
export function searchParts(catalogue: readonly CataloguePart[], query: PartsQuery, pageSize: number): PartsPage {
  const words = query.text.toLowerCase().split(/\s+/).filter(Boolean);
  const exact = compact(query.text);
  const found = catalogue.filter((part) => fitsVehicle(part, query) && words.every((word) => haystack(part).includes(word) || compact(part.part_number).includes(compact(word))));
  const ordered = exact ? [...found.filter((part) => compact(part.part_number) === exact), ...found.filter((part) => compact(part.part_number) !== exact)] : found;
  const pages = Math.max(1, Math.ceil(ordered.length / pageSize));
  const page = Math.min(Math.max(1, query.page), pages);
  return { parts: ordered.slice((page - 1) * pageSize, page * pageSize), total: ordered.length, page, pages };
}

/** Whether a part fits the vehicle asked for: any part fits when no make is asked, a universal part fits any. */
export function fitsVehicle(part: CataloguePart, vehicle: Pick<PartsQuery, "make" | "model" | "year">): boolean {
  if (vehicle.make && part.make !== null && !same(part.make, vehicle.make)) return false;
  if (vehicle.model && part.models.length > 0 && !part.models.some((model) => same(model, vehicle.model))) return false;
  if (vehicle.year !== null && ((part.year_from !== null && vehicle.year < part.year_from) || (part.year_to !== null && vehicle.year > part.year_to))) return false;
  return true;
}

/** The makes, and each make's models, the catalogue names: the vehicle choices of the search form, sorted. */
export function catalogueVehicles(catalogue: readonly CataloguePart[]): { make: string; models: string[] }[] {
  const byMake = new Map<string, Set<string>>();
  for (const part of catalogue) {
    if (part.make === null) continue;
    const models = byMake.get(part.make) ?? new Set<string>();
    for (const model of part.models) models.add(model);
    byMake.set(part.make, models);
  }
  return [...byMake]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([make, models]) => ({ make, models: [...models].sort((a, b) => a.localeCompare(b)) }));
}

/** "Toyota HiLux 2015-2024", "Toyota (all models)", "All vehicles": what a part fits, in words. */
export function fitmentText(part: CataloguePart): string {
  if (part.make === null) return "All vehicles";
  const vehicle = part.models.length > 0 ? `${part.make} ${part.models.join(", ")}` : `${part.make} (all models)`;
  const { year_from: from, year_to: to } = part;
  if (from === null && to === null) return vehicle;
  if (from !== null && to !== null) return from === to ? `${vehicle} ${from}` : `${vehicle} ${from}-${to}`;
  return from !== null ? `${vehicle} ${from} on` : `${vehicle} up to ${to}`;
}

function haystack(part: CataloguePart): string {
  return [part.part_number, part.name, part.category, part.make ?? "", ...part.models].join(" ").toLowerCase();
}

function compact(text: string): string {
  return text.toLowerCase().replace(/[\s.\/-]/g, "");
}

function same(a: string, b: string): boolean {
  return a.localeCompare(b, "en", { sensitivity: "base" }) === 0;
}

// Made on first use, so loading the rules does not load the locale data (see plural.ts).
let aud: Intl.NumberFormat | undefined;

/** "$1,249.00" (parts are priced to the cent), or 'Price on request' when the catalogue gives no price. */
export function partPriceText(price: number | null): string {
  return price === null ? "Price on request" : (aud ??= new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" })).format(price);
}
