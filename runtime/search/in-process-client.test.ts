import algoliasearchHelper from "algoliasearch-helper";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInProcessSearchClient } from "./in-process-client.ts";
import { TENANTS, startSearchFixture, type SearchFixture } from "../../tests/kit/search/search-fixture.ts";

let fixture: SearchFixture;
beforeAll(async () => {
  fixture = await startSearchFixture();
});
afterAll(() => fixture.close());

/** Results without the fields that legitimately differ between two runs of one query. */
function comparable(response: { results: unknown[] }) {
  return response.results.map((result) => ({ ...(result as object), processingTimeMS: 0 }));
}

describe("createInProcessSearchClient", () => {
  it("answers exactly as the HTTP endpoint does, without the HTTP hop", async () => {
    const key = fixture.service.siteSearchKey(TENANTS.summit);
    const requests = [
      { indexName: "Car_production", query: "toyota", hitsPerPage: 5, facets: ["make", "body", "price"], facetFilters: [["car_type:used", "car_type:demo"]], highlightPreTag: "__ais-highlight__", highlightPostTag: "__/ais-highlight__" },
      { indexName: "Car_production_price_asc", hitsPerPage: 0, facets: "car_type", numericFilters: ["price>0"] },
    ];
    const local = await createInProcessSearchClient(fixture.service, key).search({ requests });
    const remote = await fixture.client(key).search({ requests });
    expect(comparable(local)).toEqual(comparable(remote));
    expect((local.results[0] as { nbHits: number }).nbHits).toBeGreaterThan(0);
  });

  it("answers a repeated search from the result cache until the stock changes, each caller with objects of its own", async () => {
    const key = fixture.service.siteSearchKey(TENANTS.harbour);
    const client = createInProcessSearchClient(fixture.service, key);
    const requests = [{ indexName: "Car_production", hitsPerPage: 1000, attributesToRetrieve: ["id"], facets: ["make"] }];
    const hitIds = (response: { results: unknown[] }) => (response.results[0] as { hits: { objectID: string }[] }).hits.map((hit) => hit.objectID);
    const first = await client.search({ requests });
    // The answer the HTTP endpoint sends for the same body, from the same cache: the very same search.
    const cached = await fixture.service.searchJson(JSON.stringify({ requests }), key);
    expect(JSON.parse(cached)).toEqual(first);
    (first.results[0] as { hits: unknown[] }).hits.length = 0;
    const again = await client.search({ requests });
    expect(hitIds(again)).toEqual(JSON.parse(cached).results[0].hits.map((hit: { objectID: string }) => hit.objectID));
    const car = (await fixture.listed()).find((candidate) => String(candidate.id) === hitIds(again)[0])!;
    await fixture.stock.upsert([{ ...car, show_on_dealer_website: false }]);
    try {
      const after = await client.search({ requests });
      expect(hitIds(after)).not.toContain(String(car.id));
      expect(hitIds(after)).toHaveLength(hitIds(again).length - 1);
    } finally {
      await fixture.stock.upsert([car]);
    }
  });

  it("implements searchSingleIndex and the v5 searchForFacetValues signature", async () => {
    const local = createInProcessSearchClient(fixture.service, fixture.adminKey);
    const single = await local.searchSingleIndex({ indexName: "Car_production", searchParams: { hitsPerPage: 2 } });
    expect(single.hits).toHaveLength(2);
    const facets = await local.searchForFacetValues({ indexName: "Car_production", facetName: "make", searchForFacetValuesRequest: { facetQuery: "toy" } });
    expect(facets.facetHits.map((hit) => hit.value)).toEqual(["Toyota"]);
  });

  it("rejects refused keys and bad input like the real client, with status and message", async () => {
    await expect(createInProcessSearchClient(fixture.service, "forged").search({ requests: [] })).rejects.toMatchObject({ name: "ApiError", status: 403 });
    await expect(createInProcessSearchClient(fixture.service, fixture.adminKey).search({ requests: [{ indexName: "Car_production", filters: "(" }] }))
      .rejects.toMatchObject({ name: "ApiError", status: 400, message: 'filters: Unexpected end of input, expected an attribute at position 2' });
  });

  it("drives the InstantSearch helper: disjunctive refinements and facet value search, same as over HTTP", async () => {
    const key = fixture.service.siteSearchKey(TENANTS.harbour);
    const run = async (client: Parameters<typeof algoliasearchHelper>[0]) => {
      const helper = algoliasearchHelper(client, "Car_production", { disjunctiveFacets: ["make", "body"], facets: ["car_type"], hitsPerPage: 21 });
      helper.addDisjunctiveFacetRefinement("make", "Toyota").addDisjunctiveFacetRefinement("make", "Mazda").addDisjunctiveFacetRefinement("body", "suv");
      const { content } = await helper.searchOnce({});
      const values = await helper.searchForFacetValues("make", "ma", 10);
      return {
        nbHits: content.nbHits,
        makes: content.getFacetValues("make", { sortBy: ["name:asc"] }),
        hits: content.hits.map((hit: { objectID: string }) => hit.objectID),
        facetHits: values.facetHits.map((hit) => [hit.value, hit.count, hit.isRefined]),
      };
    };
    const local = await run(createInProcessSearchClient(fixture.service, key) as never);
    const remote = await run(fixture.client(key) as never);
    expect(local).toEqual(remote);
    const listed = (await fixture.listed()).filter((car) => car.dealership_id === 101);
    expect(local.nbHits).toBe(listed.filter((car) => ["Toyota", "Mazda"].includes(car.make) && car.simple_body === "suv").length);
    expect(local.nbHits).toBeGreaterThan(0);
    expect(local.facetHits.find(([value]) => value === "Mazda")).toEqual(["Mazda", listed.filter((car) => car.make === "Mazda" && car.simple_body === "suv").length, true]);
  });
});
