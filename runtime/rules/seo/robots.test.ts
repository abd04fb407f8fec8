import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots.ts";

const page = (...types: string[]) => ({ title: "x", description: "", gate: null, layout: true, canonical_route: null, noindex: false, blocks: types.map((type) => ({ type })) });

const site = {
  routes: {
    "/": "home",
    "/search": "search",
    "/search/used-cars": "search",
    "/search/{type}-cars": "search",
    "/search/{make}/{model}": "search",
    "/cars": "search",
    "/cars/{slug}": "vehicle",
    "/contact": "contact",
  },
  pages: { home: page("Hero"), search: page("SearchResults"), vehicle: page("VehicleMedia"), contact: page("OurLocations"), "not-found": page("NotFound") },
} as unknown as Parameters<typeof robotsTxt>[0];

describe("robotsTxt", () => {
  const lines = robotsTxt(site, "https://harbourmotors.com.au/sitemap.xml").split("\n");

  it("names the sitemap at its absolute URL and lets every crawler in", () => {
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Sitemap: https://harbourmotors.com.au/sitemap.xml");
    expect(lines).not.toContain("Disallow: /");
  });

  it("keeps search URLs with a query string (filters, sort, page) out, on every route of a search page", () => {
    const disallowed = lines.filter((line) => line.startsWith("Disallow: ")).map((line) => line.slice(10));
    expect(disallowed).toEqual(["/api/", "/__forecourt/", "/cars?", "/search?", "/search/*?"]);
  });

  it("leaves the search landing pages and the cars' pages open", () => {
    const patterns = lines.filter((line) => line.startsWith("Disallow: ")).map((line) => line.slice(10));
    const blocks = (path: string) => patterns.some((pattern) => new RegExp(`^${pattern.replace(/[?.]/g, "\\$&").replace(/\*/g, ".*")}`).test(path));
    expect(blocks("/search/used-cars")).toBe(false);
    expect(blocks("/cars/2021-toyota-corolla-1")).toBe(false);
    expect(blocks("/search/used-cars?page=2")).toBe(true);
    expect(blocks("/search?make=Toyota")).toBe(true);
    expect(blocks("/cars?sortBy=lowestPrice")).toBe(true);
  });
});
