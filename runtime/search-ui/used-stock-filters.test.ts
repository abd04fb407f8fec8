import { describe, expect, it } from "vitest";
import { isUsedOnly, usedStockFilters } from "./used-stock-filters.ts";
import { applyRequestFilters } from "./request-filters.ts";

const now = new Date("2026-03-10T00:00:00Z");
const nowSeconds = now.getTime() / 1000;

describe("used-stock filters (spec §9)", () => {
  it("keeps used cars sold within the helper's days (default 3)", () => {
    expect(usedStockFilters({ sold_within_days: 3, exclude_stocknums: [], exclude_makes: [] }, now)).toBe(
      `NOT sold_at_timestamp < ${nowSeconds - 3 * 86_400}`,
    );
    expect(usedStockFilters({ sold_within_days: 0, exclude_stocknums: [], exclude_makes: [] }, now)).toBe(
      `NOT sold_at_timestamp < ${nowSeconds}`,
    );
  });

  it("excludes the dealer's stock numbers and makes", () => {
    const filters = usedStockFilters({ sold_within_days: 14, exclude_stocknums: ["U1", 'A"2'], exclude_makes: ["Great Wall"] }, now);
    expect(filters).toBe(
      `NOT sold_at_timestamp < ${nowSeconds - 14 * 86_400} AND NOT stocknum:"U1" AND NOT stocknum:"A\\"2" AND NOT make:"Great Wall"`,
    );
  });

  it("recognises a used-only search by its facet filters", () => {
    expect(isUsedOnly([["car_type:used"], ["make:Toyota"]])).toBe(true);
    expect(isUsedOnly(["car_type:used"])).toBe(true);
    expect(isUsedOnly([["car_type:new", "car_type:used"]])).toBe(false);
    expect(isUsedOnly([["make:Toyota"]])).toBe(false);
    expect(isUsedOnly(undefined)).toBe(false);
  });

  it("adds the filters to used-only requests of both request shapes, and to nothing else", async () => {
    const seen: unknown[] = [];
    const client = applyRequestFilters({ search: async (requests: unknown) => seen.push(requests) }, { usedStock: "NOT make:X", priceAscendingIndex: null });
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
});

describe("price-ascending sort without unpriced cars (spec §9, some dealers)", () => {
  it("adds price > 0 to searches of the price-ascending replica only", async () => {
    const seen: unknown[] = [];
    const client = applyRequestFilters(
      { search: async (requests: unknown) => seen.push(requests) },
      { usedStock: "", priceAscendingIndex: "Car_production_price_asc" },
    );
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
