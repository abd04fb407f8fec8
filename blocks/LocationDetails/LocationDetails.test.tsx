// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import LocationDetails from "./LocationDetails.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { LocationDetailsProps } from "./props.gen.ts";
import { locationSite, loaderContext } from "../../tests/kit/blocks/location-fixtures.ts";
import { openTestDatabase } from "../../tests/kit/leads/test-database.ts";
import type { OpenedDatabase } from "../../runtime/storage/open-database.ts";

const leaflet = vi.hoisted(() => ({ outcome: "ready" as "ready" | "fail" }));
// Leaflet needs a real layout engine; the stand-in reports what its tiles did.
vi.mock("./LeafletMap.tsx", async () => {
  const { useEffect } = await import("react");
  return {
    default: function LeafletStandIn(props: { onReady(): void; onFail(): void; tileUrl: string }) {
      useEffect(() => (leaflet.outcome === "ready" ? props.onReady() : props.onFail()), [props]);
      return <div data-testid="leaflet" data-tiles={props.tileUrl} />;
    },
  };
});

const props = (overrides: Record<string, unknown> = {}) => propsFrom<LocationDetailsProps>(schema, overrides);
const show = (slug: string, options: { site?: ReturnType<typeof locationSite>; today?: string; props?: LocationDetailsProps; rating?: { count: number; average_rating: number } } = {}) =>
  renderBlock(LocationDetails, {
    props: options.props ?? props(),
    data: { slug, today: options.today ?? "2026-11-25", rating: options.rating ?? null },
    site: options.site ?? locationSite(),
    path: `/locations/${slug}`,
  });

afterEach(() => vi.useRealTimers());

describe("LocationDetails loader", () => {
  let database: OpenedDatabase;
  beforeAll(async () => (database = await openTestDatabase()));
  afterAll(() => database.close());

  it("makes an unknown or hidden location slug the site's 404", async () => {
    for (const slug of ["no-such-location", "old-yard"]) {
      const { ctx, seen } = loaderContext(locationSite(), { slug }, database.db);
      expect(await load(props(), ctx)).toBeNull();
      expect(seen.status, slug).toBe(404);
    }
  });

  it("titles the page after the location and dates holidays by the location's own calendar", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-24T14:00:00Z") });
    const { ctx, seen } = loaderContext(locationSite({ name: "Harbour Motors" }), { slug: "harbour-motors-toyota-sales" }, database.db);
    expect(await load(props(), ctx)).toEqual({ slug: "harbour-motors-toyota-sales", today: "2026-12-25", rating: null });
    expect(seen.status).toBe(200);
    expect(seen.meta.title).toBe("Harbour Motors Toyota - Sales | Harbour Motors");
    expect(seen.meta.description).toContain("212 Parramatta Road, Camperdown NSW 2050, phone 02 9516 4200");
  });

  it("describes the location to search engines as an AutoDealer with its address, position, phone and hours", async () => {
    const { ctx, seen } = loaderContext(locationSite({ name: "Harbour Motors" }), { slug: "harbour-motors-toyota-sales" }, database.db);
    await load(props(), ctx);
    const [dealer] = seen.meta.jsonLd as Array<Record<string, unknown>>;
    expect(dealer).toMatchObject({
      "@type": "AutoDealer",
      name: "Harbour Motors Toyota - Sales",
      telephone: "02 9516 4200",
      address: { streetAddress: "212 Parramatta Road", addressLocality: "Camperdown", postalCode: "2050" },
      geo: { latitude: -33.8879, longitude: 151.1768 },
      parentOrganization: { name: "Harbour Motors" },
    });
    expect(dealer!.url).toMatch(/\/locations\/harbour-motors-toyota-sales$/);
    expect(dealer).not.toHaveProperty("aggregateRating");
  });

  it("gives a location with reviews its rating, on the page and as the AutoDealer's AggregateRating", async () => {
    const { ctx, seen } = loaderContext(locationSite(), { slug: "harbour-motors-kia-sales" }, database.db);
    expect(await load(props(), ctx)).toMatchObject({ rating: { count: 128, average_rating: 4.6 } });
    const [dealer] = seen.meta.jsonLd as Array<Record<string, unknown>>;
    expect(dealer!.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.6, reviewCount: 128, bestRating: 5, worstRating: 1 });
  });
});

describe("LocationDetails (spec §2 single-location section)", () => {
  it("shows the name, address, phone as a tel: link, Get Directions and View Our Stock", () => {
    show("harbour-motors-toyota-sales", { rating: { count: 12, average_rating: 4.5 } });
    expect(screen.getByText("4.5 out of 5 stars, 12 reviews")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Harbour Motors Toyota - Sales" })).toBeTruthy();
    expect(document.querySelector("address")?.textContent).toBe("212 Parramatta RoadCamperdown NSW 2050");
    expect(screen.getByRole("link", { name: "02 9516 4200" }).getAttribute("href")).toBe("tel:0295164200");
    const directions = screen.getByRole("link", { name: "Get Directions" });
    expect(directions.getAttribute("href")).toBe("https://maps.example/?q=212+Parramatta+Road");
    expect(directions.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: "View Our Stock" }).getAttribute("href")).toBe("/search/harbour-motors-toyota");
  });

  it("gives a location without a maps page directions to its street address", () => {
    show("harbour-motors-kia-sales");
    expect(screen.getByRole("link", { name: "Get Directions" }).getAttribute("href")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=1%20Kia%20Way%2C%20Leichhardt%20NSW%202040",
    );
  });

  it("shows the week with the weekdays grouped as Mon-Fri", () => {
    show("harbour-motors-toyota-sales");
    const rows = within(screen.getByRole("table")).getAllByRole("row").map((row) => row.textContent);
    expect(rows).toEqual(["Mon-Fri8:30am - 5:30pm", "Sat8:30am - 4:00pm", "SunClosed"]);
  });

  it("switches the table between the dealership's sales, service and parts locations", () => {
    show("harbour-motors-toyota-sales");
    const department = screen.getByRole("combobox", { name: "Department" }) as HTMLSelectElement;
    expect([...department.options].map((option) => option.text)).toEqual(["Sales", "Service", "Parts"]);
    expect(department.value).toBe("sales");
    fireEvent.change(department, { target: { value: "parts" } });
    const rows = within(screen.getByRole("table")).getAllByRole("row").map((row) => row.textContent);
    expect(rows).toEqual(["Mon-Fri8:00am - 5:00pm", "Sat8:00am - 12:00pm"]);
  });

  it("has no department dropdown when the dealership has one location type", () => {
    show("harbour-motors-kia-sales");
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.getByRole("link", { name: "View Our Stock" }).getAttribute("href")).toBe("/search/harbour-motors-kia");
  });

  it("lists the holidays still ahead in the 'View Holiday Hours' dialog", () => {
    show("harbour-motors-toyota-sales", { today: "2026-11-25" });
    const button = screen.getByRole("button", { name: "View Holiday Hours" });
    const dialog = document.getElementById(button.getAttribute("commandfor")!) as HTMLDialogElement;
    expect(dialog.open).toBe(false);
    fireEvent.click(button);
    expect(dialog.open).toBe(true);
    expect(within(dialog).getAllByRole("row").map((row) => row.textContent)).toEqual(["Fri 25/12/2026Closed"]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(dialog.open).toBe(false);
  });

  it("offers no holiday hours once every special date has passed", () => {
    show("harbour-motors-toyota-sales", { today: "2026-12-26" });
    expect(screen.queryByRole("button", { name: "View Holiday Hours" })).toBeNull();
  });

  it("shows the dealer licence and repairer numbers only when the site turns them on", () => {
    show("harbour-motors-toyota-service");
    expect(screen.getByText("Motor Vehicle Repairer Licence No. MVRL 45120")).toBeTruthy();
    document.body.innerHTML = "";
    show("harbour-motors-toyota-service", { site: locationSite({ features: { show_licence_numbers: false } }) });
    expect(screen.queryByText(/Licence No\./)).toBeNull();
  });

  it("renders nothing for a location the page did not find", () => {
    const { container } = renderBlock(LocationDetails, { props: props(), data: null, site: locationSite() });
    expect(container.innerHTML).toBe("");
  });
});

describe("LocationDetails map", () => {
  const withTiles = () => locationSite({ maps: { tile_url: "/media/map-tiles/{z}/{x}/{y}.svg", attribution: "Demo", zoom: 15 } });

  it("has no map when the site names no tile provider", () => {
    show("harbour-motors-toyota-sales");
    expect(screen.queryByRole("figure")).toBeNull();
  });

  it("shows the address card, then the Leaflet map once its tiles load", async () => {
    leaflet.outcome = "ready";
    show("harbour-motors-toyota-sales", { site: withTiles() });
    const map = screen.getByRole("figure", { name: "Map of Harbour Motors Toyota - Sales" });
    expect(within(map).getByText("212 Parramatta Road, Camperdown NSW 2050")).toBeTruthy();
    await waitFor(() => expect(map.dataset.status).toBe("ready"));
    expect(within(map).getByTestId("leaflet").dataset.tiles).toBe("/media/map-tiles/{z}/{x}/{y}.svg");
  });

  it("keeps the address card, with a note, when the tiles cannot be loaded", async () => {
    leaflet.outcome = "fail";
    show("harbour-motors-toyota-sales", { site: withTiles() });
    const map = screen.getByRole("figure", { name: "Map of Harbour Motors Toyota - Sales" });
    await waitFor(() => expect(map.dataset.status).toBe("failed"));
    expect(within(map).queryByTestId("leaflet")).toBeNull();
    expect(within(map).getByText("The map could not be loaded.")).toBeTruthy();
    expect(within(map).getByRole("link", { name: "Open in Maps" }).getAttribute("href")).toBe("https://maps.example/?q=212+Parramatta+Road");
  });

  it("has no map for a location without coordinates, or when the page turns it off", () => {
    show("harbour-motors-kia-sales", { site: withTiles() });
    expect(screen.queryByRole("figure")).toBeNull();
    document.body.innerHTML = "";
    show("harbour-motors-toyota-sales", { site: withTiles(), props: props({ show_map: false }) });
    expect(screen.queryByRole("figure")).toBeNull();
  });
});
