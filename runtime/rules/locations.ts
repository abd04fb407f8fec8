import type { Location } from "../types/generated/location.ts";
import { DEFAULT_SEARCH_PATH } from "./search-route.ts";

type LocationType = NonNullable<Location["location_type"]>;

export const LOCATION_TYPE_LABELS: Record<LocationType, string> = {
  sales: "Sales",
  service: "Service",
  parts: "Parts",
  "car-buying": "Car Buying",
  "": "General",
};

/** Spec §2: a contact link names the location without a trailing ' - Sales', ' - Service' or ' - Parts'. */
export function contactName(name: string): string {
  return name.replace(/ - (Sales|Service|Parts)$/, "");
}

/** The locations a site lists (visible ones), sorted by name. */
export function listedLocations<L extends Pick<Location, "name" | "visible">>(locations: readonly L[]): L[] {
  return locations
    .filter((location) => location.visible !== false)
    .sort((a, b) => a.name.localeCompare(b.name, "en-AU", { sensitivity: "base" }));
}

/** The listed location a /locations/{slug} (or /contact-us/{slug}, /our-location/{slug}) page is about. */
export function findListedLocation<L extends Pick<Location, "slug" | "visible">>(locations: readonly L[], slug: string | undefined): L | null {
  return locations.find((location) => location.slug === slug && location.visible !== false) ?? null;
}

export interface LocationTypeChoice<L> {
  type: LocationType;
  label: string;
  location: L;
}

/**
 * The opening-hours dropdown (spec §2): one entry per location type of the location's dealership (sales,
 * service, parts...), each the first listed location of that type. Empty unless the dealership has two types
 * or more, so a single-type dealership shows its table without a dropdown.
 */
export function locationTypeChoices<L extends Pick<Location, "name" | "visible" | "dealership_id" | "location_type">>(
  locations: readonly L[],
  location: L,
): LocationTypeChoice<L>[] {
  if (location.dealership_id === undefined) return [];
  const choices = new Map<LocationType, LocationTypeChoice<L>>();
  const type = location.location_type ?? "";
  choices.set(type, { type, label: LOCATION_TYPE_LABELS[type], location });
  for (const other of listedLocations(locations)) {
    const otherType = other.location_type ?? "";
    if (other.dealership_id !== location.dealership_id || choices.has(otherType)) continue;
    choices.set(otherType, { type: otherType, label: LOCATION_TYPE_LABELS[otherType], location: other });
  }
  const order = Object.keys(LOCATION_TYPE_LABELS);
  return choices.size < 2 ? [] : [...choices.values()].sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type));
}

/**
 * Where 'View Our Stock' goes: the search page of the location's dealership when the site shows that
 * dealership (/search/{dealership_slug}), else the whole stock.
 */
export function locationStockHref(
  location: Pick<Location, "dealership_id" | "dealership_slug">,
  dealerships: ReadonlyArray<{ id: number; slug: string }>,
): string {
  const dealership =
    dealerships.find((entry) => entry.id === location.dealership_id) ??
    dealerships.find((entry) => entry.slug === location.dealership_slug);
  return dealership ? `/search/${dealership.slug}` : DEFAULT_SEARCH_PATH;
}

/** One line of a location's street address: "212 Parramatta Road, Camperdown NSW 2050". */
export function addressLine(address: Location["address"]): string {
  return `${address.street}, ${address.city} ${address.state} ${address.postcode}`;
}

/**
 * Where 'Get Directions' and 'Open in Maps' go: the dealer's own maps page when it has one, else directions to
 * its map position, or failing that to its street address, so every location can be found.
 */
export function directionsUrl(address: Location["address"]): string {
  if (address.place_url) return address.place_url;
  const destination = address.lat !== undefined && address.long !== undefined ? `${address.lat},${address.long}` : addressLine(address);
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/**
 * Cards side by side in the 'Our Locations' carousel on a wide screen: three once there are three locations or
 * more (the rest scroll into view), otherwise the one or two cards share the row.
 */
export function locationColumns(count: number): number {
  return Math.max(1, Math.min(count, 3));
}
