import { describe, expect, it } from "vitest";
import { sitemapFileCount, sitemapFileRange, sitemapIndexXml, sitemapPages, urlElement, URLSET_CLOSE, URLSET_OPEN } from "./sitemap.ts";

const page = (types: string[], extra: Record<string, unknown> = {}) => ({
  title: "x", description: "", gate: null, layout: true, canonical_route: null, noindex: false, blocks: types.map((type) => ({ type })), ...extra,
});

const site = {
  routes: {
    "/": "home",
    "/search": "search",
    "/search/{type}-cars": "search",
    "/cars/{slug}": "vehicle",
    "/contact": "contact",
    "/contact-us": "contact",
    "/contact-us/{slug}": "location",
    "/locations/{slug}": "location",
    "/{brand}/overview": "brand",
    "/{model}/accessories": "model",
    "/sell-my-car": "sell",
    "/sell-your-car": "sell",
    "/success": "success",
    "/my-garage": "garage",
    "/blog/{slug}": "post",
  },
  pages: {
    home: page(["Hero"]),
    search: page(["SearchResults"]),
    vehicle: page(["VehicleMedia"]),
    contact: page(["OurLocations"]),
    location: page(["LocationDetails"], { canonical_route: "/locations/{slug}" }),
    brand: page(["BrandOverview"]),
    model: page(["ModelAccessories"]),
    sell: page(["TradeInValuation"], { canonical_route: "/sell-your-car" }),
    success: page(["LeadSuccess"], { noindex: true }),
    garage: page(["ContentPage"], { gate: "my-garage" }),
    post: page(["BlogPost"]),
    "not-found": page(["NotFound"]),
  },
  locations: [
    { slug: "sales", name: "Sales", visible: true },
    { slug: "hidden-yard", name: "Hidden", visible: false },
  ],
  brands: [
    { slug: "toyota", title: "Toyota", models: [{ slug: "corolla", name: "Corolla" }] },
    { slug: "lexus", title: "Lexus", skipPage: true, models: [] },
  ],
} as unknown as Parameters<typeof sitemapPages>[0];

describe("sitemapPages", () => {
  const locs = sitemapPages(site, "https://harbourmotors.com.au", ["rav4-review"]).map((entry) => entry.loc.replace("https://harbourmotors.com.au", ""));

  it("lists home and content pages once each, at their canonical route", () => {
    expect(locs).toContain("/");
    expect(locs).toContain("/contact");
    expect(locs).not.toContain("/contact-us");
    expect(locs).toContain("/sell-your-car");
    expect(locs).not.toContain("/sell-my-car");
  });

  it("lists each listed location, brand with a page and model at the page's canonical route", () => {
    expect(locs).toContain("/locations/sales");
    expect(locs).not.toContain("/contact-us/sales");
    expect(locs).not.toContain("/locations/hidden-yard");
    expect(locs).toContain("/toyota/overview");
    expect(locs).not.toContain("/lexus/overview");
    expect(locs).toContain("/corolla/accessories");
  });

  it("lists each blog post at its page", () => {
    expect(locs).toContain("/blog/rav4-review");
    expect(locs.filter((loc) => loc.startsWith("/blog/"))).toEqual(["/blog/rav4-review"]);
  });

  it("lists the search landing page of each stock type instead of the search routes", () => {
    expect(locs).toEqual(expect.arrayContaining(["/search/new-cars", "/search/used-cars", "/search/demo-cars", "/search/new-and-demo-cars", "/search/new-used-and-demo-cars"]));
    expect(locs).not.toContain("/search");
  });

  it("leaves out gated pages, pages kept out of search engines and pages about a car", () => {
    expect(locs).not.toContain("/success");
    expect(locs).not.toContain("/my-garage");
    expect(locs.some((loc) => loc.startsWith("/cars/"))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });
});

describe("sitemap files", () => {
  it("needs one file up to the limit, and one more for each further limit's worth", () => {
    expect(sitemapFileCount(0, 50_000)).toBe(1);
    expect(sitemapFileCount(50_000, 50_000)).toBe(1);
    expect(sitemapFileCount(50_001, 50_000)).toBe(2);
    expect(sitemapFileCount(100_040, 50_000)).toBe(3);
  });

  it("fills the files in order, the site's pages first, then the cars", () => {
    expect(sitemapFileRange(1, 5, 7)).toEqual({ pages: [0, 5], cars: { skip: 0, take: 0 } });
    expect(sitemapFileRange(2, 5, 7)).toEqual({ pages: [5, 7], cars: { skip: 0, take: 3 } });
    expect(sitemapFileRange(3, 5, 7)).toEqual({ pages: [7, 7], cars: { skip: 3, take: 5 } });
  });

  it("writes URLs and the index as sitemap protocol XML, escaped", () => {
    expect(URLSET_OPEN).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(URLSET_CLOSE).toBe("</urlset>\n");
    expect(urlElement({ loc: "https://x.example/search?a=1&b=2", lastmod: "2026-11-27T09:00:00.000Z" })).toBe(
      "<url><loc>https://x.example/search?a=1&#38;b=2</loc><lastmod>2026-11-27T09:00:00.000Z</lastmod></url>\n",
    );
    expect(urlElement({ loc: "https://x.example/" })).toBe("<url><loc>https://x.example/</loc></url>\n");
    expect(sitemapIndexXml(["https://x.example/sitemap-1.xml"])).toContain("<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n<sitemap><loc>https://x.example/sitemap-1.xml</loc></sitemap>\n</sitemapindex>");
  });
});
