import { describe, expect, it } from "vitest";
import { dealershipRequests } from "./dealership-search.ts";

describe("dealership-scoped search (spec §7)", () => {
  it("filters on dealership_id, 21 cars a page, with categories counted without their own choice", () => {
    const [cars, categories] = dealershipRequests(101, { category: "Used Cars", price: [10_000, undefined], page: 2 });
    expect(cars).toMatchObject({
      filters: "dealership_id:101",
      facetFilters: [["categories:Used Cars"]],
      numericFilters: ["price>=10000"],
      hitsPerPage: 21,
      page: 2,
      facets: ["price"],
    });
    expect(categories).toMatchObject({ filters: "dealership_id:101", numericFilters: ["price>=10000"], facets: ["categories"], hitsPerPage: 0 });
    expect(categories).not.toHaveProperty("facetFilters");
  });
});
