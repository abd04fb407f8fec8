import { describe, expect, it } from "vitest";
import type { Location } from "../types/index.ts";
import { addressLine, contactName, directionsUrl, findListedLocation, listedLocations, locationColumns, locationStockHref, locationTypeChoices } from "./locations.ts";

function location(fields: Partial<Location> & Pick<Location, "name">): Location {
  const slug = fields.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return { id: 1, slug, address: { street: "1 Bridge Road", city: "Glebe", state: "NSW", postcode: "2037" }, ...fields } as Location;
}

describe("contactName (spec §2: the contact link strips the department)", () => {
  it("strips a trailing ' - Sales', ' - Service' or ' - Parts'", () => {
    expect(contactName("Harbour Motors Toyota - Sales")).toBe("Harbour Motors Toyota");
    expect(contactName("Harbour Motors Toyota - Service")).toBe("Harbour Motors Toyota");
    expect(contactName("Harbour Motors Toyota - Parts")).toBe("Harbour Motors Toyota");
  });

  it("keeps any other suffix, and the department anywhere but at the end", () => {
    expect(contactName("Reliable Used Cars - Car Buying Centre")).toBe("Reliable Used Cars - Car Buying Centre");
    expect(contactName("Sales - Service Centre")).toBe("Sales - Service Centre");
    expect(contactName("Harbour Motors Toyota -Sales")).toBe("Harbour Motors Toyota -Sales");
    expect(contactName("Harbour Motors Toyota - sales")).toBe("Harbour Motors Toyota - sales");
  });
});

describe("listedLocations", () => {
  it("sorts the visible locations by name and leaves hidden ones out", () => {
    const listed = listedLocations([
      location({ name: "Summit Trucks Eagle Farm - Service" }),
      location({ name: "summit mazda Toowoomba - Sales" }),
      location({ name: "Summit Hidden - Sales", visible: false }),
      location({ name: "Summit Hyundai Southport - Sales" }),
    ]);
    expect(listed.map((l) => l.name)).toEqual(["Summit Hyundai Southport - Sales", "summit mazda Toowoomba - Sales", "Summit Trucks Eagle Farm - Service"]);
  });

  it("finds a listed location by slug, never a hidden one", () => {
    const shown = location({ name: "Shown - Sales", slug: "shown" });
    const hidden = location({ name: "Hidden - Sales", slug: "hidden", visible: false });
    expect(findListedLocation([shown, hidden], "shown")).toBe(shown);
    expect(findListedLocation([shown, hidden], "hidden")).toBeNull();
    expect(findListedLocation([shown, hidden], "nowhere")).toBeNull();
  });
});

describe("locationTypeChoices (opening-hours dropdown)", () => {
  const sales = location({ name: "Harbour - Sales", location_type: "sales", dealership_id: 101 });
  const service = location({ name: "Harbour - Service", location_type: "service", dealership_id: 101 });
  const parts = location({ name: "Harbour - Parts", location_type: "parts", dealership_id: 101 });
  const otherDealer = location({ name: "Kia - Service", location_type: "service", dealership_id: 102 });

  it("offers one entry per type of the location's dealership, sales, service, parts in that order", () => {
    const choices = locationTypeChoices([parts, otherDealer, service, sales], service);
    expect(choices.map((c) => [c.label, c.location.name])).toEqual([
      ["Sales", "Harbour - Sales"],
      ["Service", "Harbour - Service"],
      ["Parts", "Harbour - Parts"],
    ]);
  });

  it("offers nothing when the dealership has a single type or the location no dealership", () => {
    expect(locationTypeChoices([sales, otherDealer], sales)).toEqual([]);
    const loose = location({ name: "Pop-up - Sales", location_type: "sales" });
    expect(locationTypeChoices([loose, service], loose)).toEqual([]);
  });
});

describe("locationStockHref ('View Our Stock')", () => {
  const dealerships = [{ id: 204, slug: "summit-trucks-eagle-farm" }];

  it("goes to the search of the location's dealership, by id or else by slug", () => {
    expect(locationStockHref({ dealership_id: 204 }, dealerships)).toBe("/search/summit-trucks-eagle-farm");
    expect(locationStockHref({ dealership_slug: "summit-trucks-eagle-farm" }, dealerships)).toBe("/search/summit-trucks-eagle-farm");
  });

  it("goes to the whole stock when the site does not show the dealership", () => {
    expect(locationStockHref({ dealership_id: 999, dealership_slug: "elsewhere" }, dealerships)).toBe("/search/new-used-and-demo-cars");
  });
});

describe("addressLine", () => {
  it("writes the address on one line", () => {
    expect(addressLine({ street: "212 Parramatta Road", city: "Camperdown", state: "NSW", postcode: "2050" })).toBe("212 Parramatta Road, Camperdown NSW 2050");
  });
});

describe("directionsUrl ('Get Directions', 'Open in Maps')", () => {
  const address = { street: "212 Parramatta Road", city: "Camperdown", state: "NSW" as const, postcode: "2050" };

  it("goes to the dealer's maps page when there is one", () => {
    expect(directionsUrl({ ...address, lat: -33.88, long: 151.17, place_url: "https://maps.example/?q=212" })).toBe("https://maps.example/?q=212");
  });

  it("else asks for directions to the map position, or failing that to the street address", () => {
    expect(directionsUrl({ ...address, lat: -33.81, long: 151 })).toBe("https://www.google.com/maps/dir/?api=1&destination=-33.81%2C151");
    expect(directionsUrl(address)).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=212%20Parramatta%20Road%2C%20Camperdown%20NSW%202050",
    );
  });
});

describe("locationColumns ('Our Locations' carousel)", () => {
  it("shows three cards side by side from three locations up, fewer cards share the row", () => {
    expect([3, 4, 7].map(locationColumns)).toEqual([3, 3, 3]);
    expect([1, 2].map(locationColumns)).toEqual([1, 2]);
  });
});
