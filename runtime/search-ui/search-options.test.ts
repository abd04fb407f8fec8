import { describe, expect, it } from "vitest";
import { searchOptions } from "../../tests/kit/search-ui/test-search.ts";

describe("search_results defaults (spec §5, §9)", () => {
  const options = searchOptions();
  const facet = (attribute: string) => options.facets.find((entry) => entry.attribute === attribute)!;

  it("pages 21 cars and collapses sold runs", () => {
    expect(options.hits_per_page).toBe(21);
    expect(options.collapse_sold).toBe(true);
  });

  it("shows 7 makes before 'Show all' and up to 30 models", () => {
    expect(facet("make")).toMatchObject({ widget: "list", limit: 7 });
    expect(facet("make").show_more_limit).toBeGreaterThan(7);
    expect(facet("make_model")).toMatchObject({ limit: 30, show_more_limit: 30 });
  });

  it("has 4 body tiles, 20 with custom bodies, and price and km sliders", () => {
    expect(options.body_tiles).toEqual({ limit: 4, custom_limit: 20, custom_bodies: [] });
    expect(facet("body").widget).toBe("tiles");
    expect(facet("price").widget).toBe("range");
    expect(facet("km").widget).toBe("range");
  });

  it("runs the price-range search from 5000 to 250000 in steps of 500", () => {
    expect(options.price_slider).toEqual({ min: 5000, max: 250_000, step: 500 });
  });

  it("keeps used cars sold within 3 days by default, on searches for used stock", () => {
    expect(options.used_stock).toEqual({ scope: "used-searches", sold_within_days: 3, exclude_stocknums: [], exclude_makes: [] });
  });

  it("offers the spec §3 facets shoppers narrow by, folding the long tail so the sidebar stays short", () => {
    const attributes = options.facets.map((entry) => entry.attribute);
    for (const attribute of ["make", "make_model", "badge", "status", "tag", "city", "item_type"]) expect(attributes).toContain(attribute);
    const open = options.facets.filter((entry) => !entry.collapsed);
    expect(open.length).toBeLessThanOrEqual(12);
    expect(facet("make").collapsed).toBe(false);
    expect(facet("badge").collapsed).toBe(true);
  });
});
