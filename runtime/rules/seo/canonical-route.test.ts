import { describe, expect, it } from "vitest";
import { canonicalPattern, contentPageRoute, fillPattern } from "./canonical-route.ts";

const routes = {
  "/": "home",
  "/contact": "contact",
  "/contact-us": "contact",
  "/contact-us/{slug}": "location",
  "/our-location/{slug}": "location",
  "/locations/{slug}": "location",
  "/search": "search",
  "/search/{make}": "search",
  "/search/{make}/{model}": "search",
};

describe("canonicalPattern", () => {
  it("names the first of a page's routes for every alias of it", () => {
    expect(canonicalPattern(routes, "contact", "/contact-us", null)).toBe("/contact");
    expect(canonicalPattern(routes, "contact", "/contact", null)).toBe("/contact");
    expect(canonicalPattern(routes, "location", "/our-location/{slug}", null)).toBe("/contact-us/{slug}");
  });

  it("names the route the page chooses, when it is one of the page's routes with the same parameters", () => {
    expect(canonicalPattern(routes, "contact", "/contact", "/contact-us")).toBe("/contact-us");
    expect(canonicalPattern(routes, "location", "/contact-us/{slug}", "/locations/{slug}")).toBe("/locations/{slug}");
    expect(canonicalPattern(routes, "contact", "/contact", "/somewhere-else")).toBe("/contact");
  });

  it("keeps a route whose parameters no other route of the page has", () => {
    expect(canonicalPattern(routes, "search", "/search/{make}/{model}", null)).toBe("/search/{make}/{model}");
    expect(canonicalPattern(routes, "search", "/search/{make}", "/search")).toBe("/search/{make}");
    expect(canonicalPattern(routes, "home", "/", null)).toBe("/");
  });
});

describe("fillPattern", () => {
  it("puts the parameters into the path, encoded", () => {
    expect(fillPattern("/locations/{slug}", { slug: "harbour-motors-sales" })).toBe("/locations/harbour-motors-sales");
    expect(fillPattern("/search/{make}/{model}", { make: "land rover", model: "a/b" })).toBe("/search/land%20rover/a%2Fb");
    expect(fillPattern("/contact", {})).toBe("/contact");
  });
});

describe("contentPageRoute", () => {
  const pages = {
    warranty: { blocks: [{ type: "MarkdownPage", props: { page: "warranty" } }] },
    content: { blocks: [{ type: "MarkdownPage", props: { page: "" } }] },
    finance: { blocks: [{ type: "FinanceCalculator", props: {} }] },
  };
  const contentRoutes = { "/warranty": "warranty", "/pages/{page}": "content", "/finance": "finance" };

  it("names the route of the page that shows the content page on its own", () => {
    expect(contentPageRoute(contentRoutes, pages, "warranty")).toBe("/warranty");
  });

  it("names none for a content page shown only at /pages/{page}", () => {
    expect(contentPageRoute(contentRoutes, pages, "careers")).toBeNull();
  });
});
