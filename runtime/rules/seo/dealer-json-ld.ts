import type { Location, OpeningHoursEntry } from "../../types/generated/location.ts";
import type { Site } from "../../types/site.ts";
import type { ReviewSummary } from "../reviews.ts";
import { aggregateRatingJsonLd } from "./review-json-ld.ts";

type DealerSite = Pick<Site, "name" | "phone" | "address" | "logo" | "locations">;
type DealerLocation = Pick<Location, "name" | "primary" | "visible" | "address" | "contact_detail" | "image">;
type PostalFields = { street: string; city: string; state: string; postcode: string };

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/**
 * schema.org `AutoDealer` for one location page: its address, map position, phone and opening hours, at the
 * page's absolute URL and as part of the dealer's site, with its star rating when it has one.
 */
export function locationDealerJsonLd(location: DealerLocation, site: Pick<Site, "name">, url: string, rating: ReviewSummary | null = null): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    ...dealerNode(location, url),
    ...(rating ? { aggregateRating: aggregateRatingJsonLd(rating) } : {}),
    parentOrganization: { "@type": "AutoDealer", name: site.name },
  };
}

/**
 * schema.org `AutoDealer` for the dealer's home page: the dealer's name, logo, main address and phone, the map
 * position and hours of its primary location, and every other listed location as a department.
 */
export function siteDealerJsonLd(site: DealerSite, origin: string): Record<string, unknown> {
  const listed = site.locations.filter((location) => location.visible !== false);
  const primary = listed.find((location) => location.primary) ?? listed[0];
  const departments = listed.filter((location) => location !== primary).map((location) => dealerNode(location, null));
  return {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    name: site.name,
    url: `${origin}/`,
    logo: absoluteUrl(site.logo.url, origin),
    telephone: site.phone,
    address: postalAddress(site.address),
    ...(primary ? placeFacts(primary) : {}),
    ...(departments.length > 0 ? { department: departments } : {}),
  };
}

function dealerNode(location: DealerLocation, url: string | null): Record<string, unknown> {
  const phone = location.contact_detail?.phone;
  return {
    "@type": "AutoDealer",
    name: location.name,
    ...(url ? { url } : {}),
    ...(location.image ? { image: location.image } : {}),
    ...(phone ? { telephone: phone } : {}),
    address: postalAddress(location.address),
    ...placeFacts(location),
  };
}

/** Map position, directions link and weekly opening hours, each only when the location has it. */
function placeFacts(location: DealerLocation): Record<string, unknown> {
  const { lat, long, place_url } = location.address;
  const hours = openingHoursSpecification(location.contact_detail?.opening_hours ?? []);
  return {
    ...(lat !== undefined && long !== undefined ? { geo: { "@type": "GeoCoordinates", latitude: lat, longitude: long } } : {}),
    ...(place_url ? { hasMap: place_url } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
  };
}

/** Days with the same opening and closing times share one entry; closed days are left out, as schema.org reads them. */
export function openingHoursSpecification(entries: readonly OpeningHoursEntry[]): Array<Record<string, unknown>> {
  const groups = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const entry of [...entries].sort((a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7))) {
    const day = DAYS[entry.weekday];
    if (entry.status !== "Open" || !entry.open || !entry.close || !day) continue;
    const key = `${entry.open}-${entry.close}`;
    const group = groups.get(key) ?? { opens: entry.open, closes: entry.close, days: [] };
    group.days.push(day);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: group.days, opens: group.opens, closes: group.closes }));
}

function postalAddress(address: PostalFields): Record<string, unknown> {
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.state,
    postalCode: address.postcode,
    addressCountry: "AU",
  };
}

/** A site path made absolute on the canonical origin; a full URL stays as it is. */
export function absoluteUrl(url: string, origin: string): string {
  return /^https?:\/\//i.test(url) ? url : origin + url;
}
