import type { Location } from "../../../runtime/types/index.ts";
import type { LoaderContext, Site } from "../../../runtime/types/index.ts";
import type { Database } from "../../../runtime/types/services.ts";
import { fakeSite } from "./test-utils.tsx";

const weekdays = (formated_hours: string) =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open" as const, formated_hours }));

function location(fields: Partial<Location> & Pick<Location, "id" | "name" | "slug">): Location {
  return {
    primary: false,
    location_type: "sales",
    visible: true,
    dealership_id: 101,
    dealership_slug: "harbour-motors-toyota",
    address: { street: "4 Bridge Road", city: "Glebe", state: "NSW", postcode: "2037", lat: -33.8794, long: 151.1866 },
    ...fields,
  } as Location;
}

/** A Toyota dealer with sales, service and parts locations, one location of another dealership, one hidden. */
export const LOCATIONS: Location[] = [
  location({
    id: 1011,
    name: "Harbour Motors Toyota - Sales",
    slug: "harbour-motors-toyota-sales",
    primary: true,
    address: {
      street: "212 Parramatta Road",
      city: "Camperdown",
      state: "NSW",
      postcode: "2050",
      lat: -33.8879,
      long: 151.1768,
      place_url: "https://maps.example/?q=212+Parramatta+Road",
    },
    contact_detail: {
      phone: "02 9516 4200",
      opening_hours: [
        ...weekdays("8:30am - 5:30pm"),
        { weekday: 6, status: "Open", formated_hours: "8:30am - 4:00pm" },
        { weekday: 0, status: "Closed" },
      ],
    },
    dealer_license_number: "MD 014522",
    special_hours: [
      { date: "2026-12-25", status: "Closed" },
      { date: "2026-01-26", status: "Closed" },
      // The service department's day, in the sales location's list: not the sales location's holiday.
      { date: "2026-12-26", status: "Closed", location_id: 1012 },
    ],
  }),
  location({
    id: 1012,
    name: "Harbour Motors Toyota - Service",
    slug: "harbour-motors-toyota-service",
    location_type: "service",
    contact_detail: { phone: "02 9516 4211", opening_hours: weekdays("7:30am - 4:30pm") },
    motor_vehicle_repairer: "MVRL 45120",
  }),
  location({
    id: 1013,
    name: "Harbour Motors Toyota - Parts",
    slug: "harbour-motors-toyota-parts",
    location_type: "parts",
    contact_detail: { phone: "02 9516 4222", opening_hours: [...weekdays("8:00am - 5:00pm"), { weekday: 6, status: "Open", open: "08:00", close: "12:00" }] },
  }),
  location({
    id: 1021,
    name: "Harbour Motors Kia - Sales",
    slug: "harbour-motors-kia-sales",
    dealership_id: 102,
    dealership_slug: "harbour-motors-kia",
    address: { street: "1 Kia Way", city: "Leichhardt", state: "NSW", postcode: "2040" },
    contact_detail: { phone: "02 9000 1111", opening_hours: weekdays("9:00am - 5:00pm") },
    reviews: { average_rating: 4.6, count: 128 },
  }),
  location({ id: 1099, name: "Harbour Motors Old Yard - Sales", slug: "old-yard", visible: false }),
];

export function locationSite(overrides: Record<string, unknown> = {}) {
  return fakeSite({
    dealerships: [
      { id: 101, slug: "harbour-motors-toyota", name: "Harbour Motors Toyota" },
      { id: 102, slug: "harbour-motors-kia", name: "Harbour Motors Kia" },
    ],
    locations: LOCATIONS,
    features: { show_licence_numbers: true },
    maps: { tile_url: null, attribution: "", zoom: 15 },
    reviews: { minimum_rating: 4, full_text_count: 12, hide_names: false, hidden_reviewers: [], entries: {} },
    routes: { "/contact-us/{slug}": "location", "/locations/{slug}": "location" },
    pages: { location: { title: "Our Location", canonical_route: "/locations/{slug}" } },
    ...overrides,
  });
}

/**
 * A loader context for a page with the given route parameters, recording the status and meta it sets; `db` for
 * loaders that read storage (the locations' ratings).
 */
export function loaderContext(site: ReturnType<typeof fakeSite>, params: Record<string, string>, db?: Database) {
  const seen = { status: 200, meta: {} as Record<string, unknown> };
  const ctx = {
    site: site as unknown as Site,
    pattern: "/locations/{slug}",
    url: new URL(`https://harbourmotors.com.au/locations/${params.slug ?? ""}`),
    params,
    services: { db },
    setStatus: (status: number) => (seen.status = Math.max(seen.status, status)),
    setMeta: (meta: Record<string, unknown>) => Object.assign(seen.meta, meta),
  } as unknown as LoaderContext;
  return { ctx, seen };
}
