import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Site } from "../types/index.ts";
import { loadSites } from "./load-sites.ts";
import { deliveryQuote } from "../rules/delivery-quote.ts";
import { loadSiteContent } from "./content/load-site-content.ts";

const sitesDir = fileURLToPath(new URL("../../sites", import.meta.url));
const { sites, errors } = await loadSites({ sitesDir });
const bySlug = new Map(sites.map(({ site }) => [site.slug, site]));
const site = (slug: string): Site => bySlug.get(slug)!;
const loadedContent = await loadSiteContent(sitesDir, sites.map((entry) => entry.site));

// Spec §2 routes every dealer site answers (dealer-specific group pages and sign-in products aside).
const SPEC_ROUTES = [
  "/", "/search", "/search/new-used-and-demo-cars", "/search/new-and-demo-cars", "/search/used-cars", "/search/{type}-cars",
  "/search/{make}", "/search/{make}/{model}", "/cars/{slug}", "/cars/{slug}/checkout", "/checkout-journey", "/cars/trade-in",
  "/trade-in", "/sell-my-car", "/sell-your-car", "/finance", "/finance-enquiry", "/apply-for-finance", "/personalised/finance",
  "/print", "/success", "/sign-in", "/contact", "/contact-us", "/contact-us/{slug}", "/our-location/{slug}", "/locations/{slug}",
  "/book-test-drive/", "/service", "/parts/search", "/vehicle-parts-and-accessories", "/special-offers", "/dealer-locator",
  "/brands", "/about-us", "/terms-and-conditions", "/privacy-policy", "/{brand}/overview", "/models", "/{model}/accessories",
  "/spin-to-win", "/online-payment", "/my-garage", "/blog", "/blog/vehicle-reviews", "/warranty", "/capped-price-servicing",
  "/roadside-assist", "/fleet", "/careers", "/teams", "/faqs", "/buying", "/eofy", "/pages/reviews", "/pages/home-drive",
  "/pages/pre-owned-benefits", "/pages/unsubscribe",
];

describe("demo sites", () => {
  it("all validate", () => {
    expect(errors).toEqual([]);
    expect([...bySlug.keys()].sort()).toEqual(["drivesub", "harbour-motors", "reliable-used-cars", "summit-auto-group"]);
  });

  it.each(["drivesub", "harbour-motors", "reliable-used-cars", "summit-auto-group"])("%s answers every spec route", (slug) => {
    expect(Object.keys(site(slug).routes)).toEqual(expect.arrayContaining(SPEC_ROUTES));
  });

  it("gates /online-payment and /my-garage everywhere (spec §4)", () => {
    for (const { site: each } of sites) {
      expect(each.pages[each.routes["/online-payment"]!]!.gate).toBe("online-payment");
      expect(each.pages[each.routes["/my-garage"]!]!.gate).toBe("my-garage");
      expect(each.pages[each.routes["/spin-to-win"]!]!.gate).toBe("spin-to-win");
      expect(each.pages[each.routes["/trade-in"]!]!.gate).toBeNull();
    }
  });

  it("puts the header before and the footer after every page, with the spec's menus", () => {
    for (const { site: each } of sites) {
      expect(each.layout.before.map((block) => block.type)).toEqual(["SiteHeader"]);
      expect(each.layout.after.map((block) => block.type)).toEqual(["SiteFooter"]);
      expect(each.navigation.header.map((item) => item.label)).toEqual(
        expect.arrayContaining(["Home", "Vehicles", "Our Stock", "Offers", "Service and Parts", "Finance", "More"]),
      );
      expect(each.navigation.footer.map((group) => group.heading)).toEqual(
        ["Vehicles by body type", "Models", "Buyer Tools", "Servicing and Parts", "Dealer group"],
      );
    }
  });

  it("makes Summit Auto Group the dealer-group site: brand grids, the stats banner and the group profile", () => {
    const summit = site("summit-auto-group");
    expect(summit.dealerships.map((d) => d.id)).toEqual([201, 202, 203, 204, 205, 206]);
    expect(new Set(summit.brands.map((brand) => brand.group))).toEqual(new Set(["cars", "motorcycles", "trucks", "group"]));
    const home = summit.pages.home!.blocks;
    expect(home.find((block) => block.type === "StatsBanner")?.props).toMatchObject({
      items: [{ value: "50+", label: "Locations" }, { value: "40+", label: "Brands" }, { value: "30+", label: "Years" }],
    });
    expect(home.filter((block) => block.type === "BrandGrid").map((block) => block.props)).toMatchObject([
      { group: "cars" }, { group: "motorcycles" }, { group: "trucks" }, { group: "group" },
    ]);
    expect(home.some((block) => block.type === "GroupProfile")).toBe(true);
    for (const route of ["/twg-cars", "/twg-rental", "/twg-tyres", "/finance-and-insurance", "/neotek", "/4x4-outdoor"]) {
      expect(summit.pages[summit.routes[route]!]).toBeDefined();
    }
  });

  it("has every content page its pages show, and a few posts of its own with vehicle reviews among them", () => {
    expect(loadedContent.errors).toEqual([]);
    for (const { site: each } of sites) {
      const named = Object.values(each.pages).flatMap((page) => page.blocks.filter((block) => block.type === "MarkdownPage").map((block) => String(block.props?.page ?? "")));
      const missing = named.filter((name) => name !== "" && loadedContent.content.page(each.slug, name) === null);
      expect([each.slug, missing]).toEqual([each.slug, []]);
      const posts = loadedContent.content.posts(each.slug);
      expect(posts.length).toBeGreaterThanOrEqual(3);
      expect(posts.some((post) => post.category === "vehicle-reviews")).toBe(true);
    }
    expect(loadedContent.content.page("harbour-motors", "faqs")?.faq.length).toBeGreaterThan(3);
  });

  it("stocks every demo dealer with at least 400 cars", () => {
    for (const { site: each } of sites) expect(each.demo_stock.count).toBeGreaterThanOrEqual(400);
  });

  it("sets each dealer's own options as data", () => {
    expect(site("harbour-motors")).toMatchObject({ manufacturer: "Toyota", vehicle_page: { certified_badge: true, checkout: true } });
    expect(site("reliable-used-cars")).toMatchObject({
      demo_stock: { car_types: ["used"] },
      vehicle_page: { return_terms: { days: 14, max_km: 500, min_fuel: "a quarter tank" } },
    });
    expect(site("drivesub").offers_subscription).toBe(true);
    expect(site("harbour-motors").offers_subscription).toBe(false);
  });

  it("gives the subscription site no purchase finance and quotes delivery only within its Perth metro area", () => {
    expect(site("drivesub").finance.purchase).toBe(false);
    expect(site("harbour-motors").finance.purchase).toBe(true);
    // Belmont to Joondalup or Rockingham is about 30 to 40 km; to Mandurah, about 70.
    expect(deliveryQuote(40, site("drivesub").vehicle_page.delivery_rates)).toEqual({ price: 0, name: "Perth metro delivery and collection" });
    expect(deliveryQuote(70, site("drivesub").vehicle_page.delivery_rates)).toBeNull();
    expect(deliveryQuote(70, site("harbour-motors").vehicle_page.delivery_rates)).not.toBeNull();
  });

  it("places every location in its dealer's state, with coordinates in Australia", () => {
    const states: Record<string, string> = { "harbour-motors": "NSW", "summit-auto-group": "QLD", "reliable-used-cars": "VIC", drivesub: "WA" };
    for (const { site: each } of sites) {
      for (const location of each.locations) {
        expect(location.address.state).toBe(states[each.slug]);
        expect(location.address.lat).toBeLessThan(-10);
        expect(location.address.long).toBeGreaterThan(110);
      }
    }
  });
});
