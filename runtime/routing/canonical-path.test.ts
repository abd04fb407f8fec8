import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-path.ts";

const page = (canonical_route: string | null = null) => ({ title: "x", canonical_route });
const site = {
  routes: { "/contact": "contact", "/contact-us": "contact", "/contact-us/{slug}": "location", "/locations/{slug}": "location", "/about-us": "about" },
  pages: { contact: page(), location: page("/locations/{slug}"), about: page() },
} as unknown as Parameters<typeof canonicalPath>[0];

describe("canonicalPath", () => {
  it("names the page's canonical route for an alias, with the same parameters", () => {
    expect(canonicalPath(site, "/contact-us", {}, "/contact-us")).toBe("/contact");
    expect(canonicalPath(site, "/contact-us/{slug}", { slug: "sales" }, "/contact-us/sales")).toBe("/locations/sales");
  });

  it("keeps the requested path on the canonical route and on a page shown at one route", () => {
    expect(canonicalPath(site, "/contact", {}, "/contact")).toBe("/contact");
    expect(canonicalPath(site, "/locations/{slug}", { slug: "sales" }, "/locations/sales")).toBe("/locations/sales");
    expect(canonicalPath(site, "/about-us", {}, "/about-us")).toBe("/about-us");
    expect(canonicalPath(site, "", {}, "/no-such-page")).toBe("/no-such-page");
  });
});
