import { describe, expect, it } from "vitest";
import { scopeFilter, scopeWord, scopedSearchUrl } from "./stock-scope.ts";

const site = { dealerships: [{ id: 1, slug: "harbour-motors-kia", name: "Harbour Motors Kia" }] };

describe("search block scopes", () => {
  it("filters by the scope's car types", () => {
    expect(scopeFilter("all")).toBe("");
    expect(scopeFilter("used")).toBe("car_type:used");
    expect(scopeFilter("new-and-demo")).toBe("(car_type:demo OR car_type:new)");
  });

  it("names the scope in the singular", () => {
    expect(scopeWord("all", "Cars")).toBe("Car");
    expect(scopeWord("used", "Cars")).toBe("Used Car");
    expect(scopeWord("new-and-demo", "Caravans")).toBe("New & Demo Caravan");
  });

  it("links to the scope's results page with the block's search", () => {
    expect(scopedSearchUrl(site, "all", { ranges: { price: ":52000" } })).toBe("/search/new-used-and-demo-cars?range[price]=:52000");
    expect(scopedSearchUrl(site, "used", { ranges: { price: "5000:30000" }, sortBy: "highestPrice" })).toBe(
      "/search/used-cars?range[price]=5000:30000&sortBy=highestPrice",
    );
    expect(scopedSearchUrl(site, "all", { refinements: { make: ["Land Rover"], make_model: ["Land Rover Defender"], body: ["suv"] } })).toBe(
      "/search/land-rover/defender?body=suv",
    );
    expect(scopedSearchUrl(site, "new", { refinements: { body: ["ute"] } })).toBe("/search/new-cars?body=ute");
  });
});
