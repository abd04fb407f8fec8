import { describe, expect, it } from "vitest";
import { createRouteTable } from "./match-route.ts";

const table = createRouteTable({
  "/": "home",
  "/search": "search",
  "/search/{make}": "search-make",
  "/search/{type}-cars": "search-type",
  "/search/used-cars": "search-used",
  "/search/{make}/{model}": "search-model",
  "/cars/{slug}": "vehicle",
  "/cars/trade-in": "trade-in",
  "/cars/{slug}/checkout": "checkout",
  "/pages/reviews": "reviews",
});

describe("createRouteTable", () => {
  it("matches the root and static routes", () => {
    expect(table.match("/")?.target).toBe("home");
    expect(table.match("/search")?.target).toBe("search");
    expect(table.match("/pages/reviews")?.target).toBe("reviews");
  });

  it("prefers static segments over parameters", () => {
    expect(table.match("/search/used-cars")?.target).toBe("search-used");
    expect(table.match("/cars/trade-in")?.target).toBe("trade-in");
  });

  it("prefers a segment with static text over a whole-segment parameter", () => {
    expect(table.match("/search/demo-cars")).toEqual({
      pattern: "/search/{type}-cars",
      target: "search-type",
      params: { type: "demo" },
    });
    expect(table.match("/search/toyota")).toEqual({
      pattern: "/search/{make}",
      target: "search-make",
      params: { make: "toyota" },
    });
  });

  it("extracts several parameters and decodes them", () => {
    expect(table.match("/search/land%20rover/defender")?.params).toEqual({ make: "land rover", model: "defender" });
    expect(table.match("/cars/2021-toyota-corolla-1/checkout")?.params).toEqual({ slug: "2021-toyota-corolla-1" });
  });

  it("accepts a trailing slash and rejects unknown paths", () => {
    expect(table.match("/cars/abc/")?.target).toBe("vehicle");
    expect(table.match("/nothing/here")).toBeNull();
    expect(table.match("/cars/abc/def")).toBeNull();
  });

  it("keeps a malformed escape as typed", () => {
    expect(table.match("/cars/100%")?.params.slug).toBe("100%");
  });
});
