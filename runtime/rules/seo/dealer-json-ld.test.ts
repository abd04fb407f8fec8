import { describe, expect, it } from "vitest";
import type { Location } from "../../types/generated/location.ts";
import { locationDealerJsonLd, openingHoursSpecification, siteDealerJsonLd } from "./dealer-json-ld.ts";

const open = (weekday: number, openAt: string, close: string) => ({ weekday, status: "Open" as const, open: openAt, close });

const sales = {
  name: "Harbour Motors Toyota - Sales",
  primary: true,
  address: { street: "212 Parramatta Road", city: "Camperdown", state: "NSW", postcode: "2050", lat: -33.8879, long: 151.1768, place_url: "https://maps.example/?q=212" },
  contact_detail: { phone: "02 9516 4200", opening_hours: [open(6, "08:30", "16:00"), ...[1, 2, 3, 4, 5].map((day) => open(day, "08:30", "17:30")), { weekday: 0, status: "Closed" as const }] },
} as Location;
const service = {
  name: "Harbour Motors Toyota - Service",
  address: { street: "4 Bridge Road", city: "Glebe", state: "NSW", postcode: "2037" },
  contact_detail: { phone: "02 9516 4211" },
} as Location;
const hidden = { ...service, name: "Closed Yard", visible: false } as Location;

describe("openingHoursSpecification", () => {
  it("groups the days with the same hours, Monday first, and leaves closed days out", () => {
    expect(openingHoursSpecification(sales.contact_detail!.opening_hours!)).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:30", closes: "17:30" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "08:30", closes: "16:00" },
    ]);
  });
});

describe("locationDealerJsonLd", () => {
  it("describes the location with its address, map position, phone and hours, at the page's URL", () => {
    const ld = locationDealerJsonLd(sales, { name: "Harbour Motors" }, "https://harbourmotors.com.au/locations/sales");
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "AutoDealer",
      name: "Harbour Motors Toyota - Sales",
      url: "https://harbourmotors.com.au/locations/sales",
      telephone: "02 9516 4200",
      address: { "@type": "PostalAddress", streetAddress: "212 Parramatta Road", addressLocality: "Camperdown", addressRegion: "NSW", postalCode: "2050", addressCountry: "AU" },
      geo: { "@type": "GeoCoordinates", latitude: -33.8879, longitude: 151.1768 },
      hasMap: "https://maps.example/?q=212",
      parentOrganization: { "@type": "AutoDealer", name: "Harbour Motors" },
    });
    expect(ld.openingHoursSpecification).toHaveLength(2);
  });

  it("leaves out what the location does not have rather than sending empty values", () => {
    const ld = locationDealerJsonLd(service, { name: "Harbour Motors" }, "https://harbourmotors.com.au/locations/service");
    expect(ld).not.toHaveProperty("geo");
    expect(ld).not.toHaveProperty("openingHoursSpecification");
    expect(ld).not.toHaveProperty("image");
  });
});

describe("siteDealerJsonLd", () => {
  const site = {
    name: "Harbour Motors",
    phone: "02 9516 4200",
    address: { street: "212 Parramatta Road", city: "Camperdown", state: "NSW" as const, postcode: "2050" },
    logo: { url: "/media/logos/harbour-motors.svg", alt: "Harbour Motors", width: 180, height: 48 },
    locations: [service, hidden, sales],
  };

  it("names the dealer with its logo, phone and address, the primary location's position and hours, and the other listed locations as departments", () => {
    const ld = siteDealerJsonLd(site, "https://harbourmotors.com.au");
    expect(ld).toMatchObject({
      "@type": "AutoDealer",
      name: "Harbour Motors",
      url: "https://harbourmotors.com.au/",
      logo: "https://harbourmotors.com.au/media/logos/harbour-motors.svg",
      telephone: "02 9516 4200",
      address: { streetAddress: "212 Parramatta Road", addressCountry: "AU" },
      geo: { latitude: -33.8879, longitude: 151.1768 },
    });
    expect(ld.openingHoursSpecification).toHaveLength(2);
    expect(ld.department).toEqual([expect.objectContaining({ "@type": "AutoDealer", name: "Harbour Motors Toyota - Service", telephone: "02 9516 4211" })]);
  });

  it("has no departments for a dealer with one location, and no position without locations", () => {
    expect(siteDealerJsonLd({ ...site, locations: [sales] }, "https://x.example")).not.toHaveProperty("department");
    expect(siteDealerJsonLd({ ...site, locations: [] }, "https://x.example")).not.toHaveProperty("geo");
  });
});
