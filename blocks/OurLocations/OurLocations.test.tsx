// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { LOCATIONS, locationSite } from "../../tests/kit/blocks/location-fixtures.ts";
import OurLocations from "./OurLocations.tsx";
import schema from "./schema.json" with { type: "json" };
import type { OurLocationsProps } from "./props.gen.ts";

const show = (site = locationSite(), overrides: Record<string, unknown> = {}) =>
  renderBlock(OurLocations, { props: propsFrom<OurLocationsProps>(schema, overrides), data: { ratings: { "harbour-motors-kia-sales": { count: 128, average_rating: 4.6 } } }, site, path: "/contact-us" });

const cards = () => screen.getAllByRole("article");

describe("OurLocations (spec §2 'Our Locations')", () => {
  it("lists the visible locations sorted by name, under 'Our Locations'", () => {
    show();
    expect(screen.getByRole("heading", { level: 2, name: "Our Locations" })).toBeTruthy();
    expect(cards().map((card) => card.getAttribute("aria-label"))).toEqual([
      "Harbour Motors Kia - Sales",
      "Harbour Motors Toyota - Parts",
      "Harbour Motors Toyota - Sales",
      "Harbour Motors Toyota - Service",
    ]);
  });

  it("gives each card View Details, View Location, View Our Stock, Get Directions and a contact link without the department", () => {
    show();
    const card = screen.getByRole("article", { name: "Harbour Motors Toyota - Sales" });
    const href = (name: string) => within(card).getByRole("link", { name }).getAttribute("href");
    expect(within(card).getByText("View Details").tagName).toBe("SUMMARY");
    expect(href("View Location")).toBe("/locations/harbour-motors-toyota-sales");
    expect(href("View Our Stock")).toBe("/search/harbour-motors-toyota");
    expect(href("Get Directions")).toBe("https://maps.example/?q=212+Parramatta+Road");
    expect(href("Contact Harbour Motors Toyota")).toBe("/contact-us/harbour-motors-toyota-sales");
    expect(within(card).getByRole("link", { name: "02 9516 4200" }).getAttribute("href")).toBe("tel:0295164200");
    expect(within(card).getByText("Dealer Licence No. MD 014522")).toBeTruthy();
  });

  it("opens a card's opening hours under View Details", () => {
    show();
    const card = screen.getByRole("article", { name: "Harbour Motors Toyota - Service" });
    const details = within(card).getByText("View Details").closest("details")!;
    expect(details.open).toBe(false);
    fireEvent.click(within(card).getByText("View Details"));
    expect(within(details).getAllByRole("row").map((row) => row.textContent)).toEqual(["Mon-Fri7:30am - 4:30pm"]);
  });

  it("shows a location's star rating with its text alternative when it has reviews", () => {
    show();
    expect(within(screen.getByRole("article", { name: "Harbour Motors Kia - Sales" })).getByText("4.6 out of 5 stars, 128 reviews")).toBeTruthy();
    expect(within(screen.getByRole("article", { name: "Harbour Motors Toyota - Sales" })).queryByText(/reviews/)).toBeNull();
  });

  it("links View Location and the contact button under the site's own paths", () => {
    show(locationSite(), { location_path: "/our-location/", contact_path: "/our-location/" });
    const card = screen.getByRole("article", { name: "Harbour Motors Kia - Sales" });
    expect(within(card).getByRole("link", { name: "View Location" }).getAttribute("href")).toBe("/our-location/harbour-motors-kia-sales");
    expect(within(card).getByRole("link", { name: "Contact Harbour Motors Kia" }).getAttribute("href")).toBe("/our-location/harbour-motors-kia-sales");
  });

  it("sets three columns from three locations up, fewer share the row, and hints 'Swipe' when there is more than one", () => {
    show();
    const carousel = screen.getByRole("group", { name: "Our Locations" });
    expect(carousel.style.getPropertyValue("--fc-carousel-columns")).toBe("3");
    expect(within(carousel).getByText("Swipe")).toBeTruthy();
    document.body.innerHTML = "";
    show(locationSite({ locations: LOCATIONS.slice(0, 2) }));
    expect(screen.getByRole("group", { name: "Our Locations" }).style.getPropertyValue("--fc-carousel-columns")).toBe("2");
    document.body.innerHTML = "";
    show(locationSite({ locations: LOCATIONS.slice(0, 1) }));
    expect(screen.queryByText("Swipe")).toBeNull();
  });

  it("renders nothing for a site without listed locations", () => {
    const { container } = show(locationSite({ locations: [LOCATIONS[4]] }));
    expect(container.innerHTML).toBe("");
  });
});
