import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSearchFixture, TENANTS, type SearchFixture } from "../test-support/search-fixture.ts";

let fixture: SearchFixture;
beforeAll(async () => {
  fixture = await startSearchFixture(30);
});
afterAll(() => fixture.close());

/** Both forms of the answer with the per-run fields (time taken, a fresh query id) set aside. */
async function bothForms(requests: Record<string, unknown>[]): Promise<[unknown, unknown]> {
  const key = fixture.service.siteSearchKey(TENANTS.summit);
  const steady = (response: { results: Record<string, unknown>[] }) =>
    response.results.map(({ processingTimeMS, queryID, ...rest }) => ({ ...rest, timed: typeof processingTimeMS, queryID: typeof queryID }));
  const text = JSON.parse(await fixture.service.searchJson(JSON.stringify({ requests }), key));
  const objects = await fixture.service.search({ requests }, key);
  return [steady(text), steady(objects as never)];
}

describe("the multi-query answer written as JSON text", () => {
  it("says what the answer as objects says, field for field and in the same order", async () => {
    const [text, objects] = await bothForms([
      { indexName: "Car_production", hitsPerPage: 5, facets: ["make", "price", "km", "filtered_features"], facetFilters: [["car_type:used"]] },
      { indexName: "Car_production", query: "toyota cor", hitsPerPage: 3, attributesToRetrieve: ["make", "model"], clickAnalytics: true },
      { indexName: "Car_production_price_asc", offset: 2, length: 4, facets: ["*"], numericFilters: ["price>1"], clickAnalytics: true },
      { indexName: "Car_production", hitsPerPage: 0, facets: ["body"], facetFilters: [["make:NoSuchMake"]] },
      { indexName: "Car_production", type: "facet", facet: "make", facetQuery: "to" },
      { indexName: "Car_production", hitsPerPage: 2, facets: ["km"], responseFields: ["hits", "facets", "facets_stats", "nbHits", "index"] },
      { indexName: "Car_production_price_asc", offset: 1, length: 2, facets: ["price"], responseFields: ["facets", "offset", "query"] },
    ]);
    expect(JSON.stringify(text)).toBe(JSON.stringify(objects));
    expect((text as { queryID: string }[])[1]!.queryID).toBe("string");
  });
});
