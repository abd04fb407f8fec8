import { describe, expect, it } from "vitest";
import { isUsedOnly, usedStockFilters, type UsedStockOptions } from "./used-stock-filters.ts";
import { applyRequestFilters, siteRequestRules, type RequestFilterRules } from "./request-filters.ts";
import { searchOptions } from "../../tests/kit/search-ui/test-search.ts";

const now = new Date("2026-03-10T00:00:00Z");
const nowSeconds = now.getTime() / 1000;
const options = (overrides: Partial<UsedStockOptions> = {}): UsedStockOptions =>
  ({ scope: "used-searches", sold_within_days: 3, exclude_stocknums: [], exclude_makes: [], ...overrides });

/** A client that records what it was asked, with the given rules applied. */
function recording(rules: Partial<RequestFilterRules>) {
  const seen: unknown[] = [];
  const client = applyRequestFilters(
    { search: async (requests: unknown) => seen.push(requests) },
    { usedStock: "", usedStockEverywhere: false, priceAscendingIndex: null, ...rules },
  );
  return { client, seen };
}

describe("used-stock filters (spec §9)", () => {
  it("keeps used cars sold within the helper's days (default 3)", () => {
    expect(usedStockFilters(options(), now)).toBe(`NOT sold_at_timestamp < ${nowSeconds - 3 * 86_400}`);
    expect(usedStockFilters(options({ sold_within_days: 0 }), now)).toBe(`NOT sold_at_timestamp < ${nowSeconds}`);
  });

  it("cuts off at the start of the minute, so every search within a minute sends the same filters", () => {
    const later = new Date(now.getTime() + 59_999);
    expect(usedStockFilters(options(), later)).toBe(usedStockFilters(options(), now));
    expect(usedStockFilters(options(), later)).toBe(`NOT sold_at_timestamp < ${nowSeconds - 3 * 86_400}`);
    expect(usedStockFilters(options(), new Date(now.getTime() + 60_000))).toBe(`NOT sold_at_timestamp < ${nowSeconds + 60 - 3 * 86_400}`);
  });

  it("excludes the dealer's stock numbers and makes", () => {
    const filters = usedStockFilters(options({ sold_within_days: 14, exclude_stocknums: ["U1", 'A"2'], exclude_makes: ["Great Wall"] }), now);
    expect(filters).toBe(
      `NOT sold_at_timestamp < ${nowSeconds - 14 * 86_400} AND NOT stocknum:"U1" AND NOT stocknum:"A\\"2" AND NOT make:"Great Wall"`,
    );
  });

  it("limits a used-only site's every search to car_type used (the used-car template)", () => {
    expect(usedStockFilters(options({ scope: "every-search" }), now)).toBe(`car_type:used AND NOT sold_at_timestamp < ${nowSeconds - 3 * 86_400}`);
  });

  it("recognises a used-only search by its facet filters", () => {
    expect(isUsedOnly([["car_type:used"], ["make:Toyota"]])).toBe(true);
    expect(isUsedOnly(["car_type:used"])).toBe(true);
    expect(isUsedOnly([["car_type:new", "car_type:used"]])).toBe(false);
    expect(isUsedOnly([["make:Toyota"]])).toBe(false);
    expect(isUsedOnly(undefined)).toBe(false);
  });

  it("adds the filters to used-only requests of both request shapes, and to nothing else", async () => {
    const { client, seen } = recording({ usedStock: "NOT make:X" });
    await client.search([
      { indexName: "Car_production", params: { facetFilters: [["car_type:used"]], filters: "price > 0" } },
      { indexName: "Car_production", params: { facetFilters: [["car_type:new"]] } },
    ]);
    await client.search({ requests: [{ indexName: "Car_production", facetFilters: [["car_type:used"]] }] });
    expect(seen).toEqual([
      [
        { indexName: "Car_production", params: { facetFilters: [["car_type:used"]], filters: "price > 0 AND NOT make:X" } },
        { indexName: "Car_production", params: { facetFilters: [["car_type:new"]] } },
      ],
      { requests: [{ indexName: "Car_production", facetFilters: [["car_type:used"]], filters: "NOT make:X" }] },
    ]);
  });

  it("adds them to every request, the default listing and facet value searches included, on a used-only site", async () => {
    const { client, seen } = recording({ usedStock: "car_type:used AND NOT make:X", usedStockEverywhere: true });
    await client.search({
      requests: [
        { indexName: "Car_production", query: "" },
        { indexName: "Car_production", type: "facet", facet: "make", facetQuery: "to" },
      ],
    });
    expect(seen).toEqual([
      {
        requests: [
          { indexName: "Car_production", query: "", filters: "car_type:used AND NOT make:X" },
          { indexName: "Car_production", type: "facet", facet: "make", facetQuery: "to", filters: "car_type:used AND NOT make:X" },
        ],
      },
    ]);
  });
});

describe("price-ascending sort without unpriced cars (spec §9, some dealers)", () => {
  it("adds price > 0 to searches of the price-ascending replica only", async () => {
    const { client, seen } = recording({ priceAscendingIndex: "Car_production_price_asc" });
    await client.search([
      { indexName: "Car_production_price_asc", params: { query: "" } },
      { indexName: "Car_production_price_desc", params: { query: "" } },
    ]);
    expect(seen).toEqual([
      [
        { indexName: "Car_production_price_asc", params: { query: "", filters: "price > 0" } },
        { indexName: "Car_production_price_desc", params: { query: "" } },
      ],
    ]);
  });
});

describe("siteRequestRules", () => {
  const search = { index: "Car_production", price_ascending_excludes_zero: false };
  it("reads the site's options: nothing extra by default but the sold-car helper on used searches", () => {
    expect(siteRequestRules({ search, search_results: searchOptions() }, now)).toEqual({
      usedStock: `NOT sold_at_timestamp < ${nowSeconds - 3 * 86_400}`,
      usedStockEverywhere: false,
      priceAscendingIndex: null,
    });
  });

  it("names the price-ascending replica of the site's index, and a used-only site's scope", () => {
    const rules = siteRequestRules(
      { search: { index: "Cars_live", price_ascending_excludes_zero: true }, search_results: searchOptions({ used_stock: { scope: "every-search" } }) },
      now,
    );
    expect(rules.priceAscendingIndex).toBe("Cars_live_price_asc");
    expect(rules.usedStockEverywhere).toBe(true);
    expect(rules.usedStock.startsWith("car_type:used AND ")).toBe(true);
  });
});
