import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSearchFixture, TENANTS, type SearchFixture } from "../../../tests/kit/search/search-fixture.ts";

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

describe("the multi-query answer as JSON text", () => {
  it("says what the answer as objects says, field for field and in the same order", async () => {
    const [text, objects] = await bothForms([
      { indexName: "Car_production", hitsPerPage: 5, facets: ["make", "price", "km", "filtered_features"], facetFilters: [["car_type:used"]] },
      { indexName: "Car_production", query: "toyota cor", hitsPerPage: 3, attributesToRetrieve: ["make", "model"], clickAnalytics: true },
      { indexName: "Car_production_price_asc", offset: 2, length: 4, facets: ["*"], numericFilters: ["price>1"], clickAnalytics: true },
      { indexName: "Car_production", hitsPerPage: 0, facets: ["body"], facetFilters: [["make:NoSuchMake"]] },
      { indexName: "Car_production", type: "facet", facet: "make", facetQuery: "to" },
      { indexName: "Car_production", hitsPerPage: 2, facets: ["km"], responseFields: ["hits", "facets", "facets_stats", "nbHits", "index"] },
      { indexName: "Car_production_price_asc", offset: 1, length: 2, facets: ["price"], responseFields: ["facets", "offset", "query"] },
      // Stored-only fields join the hits after the result was measured: its text is written again.
      { indexName: "Car_production", hitsPerPage: 2, attributesToRetrieve: ["make", "images"] },
    ]);
    expect(JSON.stringify(text)).toBe(JSON.stringify(objects));
    expect((text as { queryID: string }[])[1]!.queryID).toBe("string");
  });
});

describe("a facet named twice", () => {
  it("is counted and written once", async () => {
    const key = fixture.service.siteSearchKey(TENANTS.summit);
    const body = JSON.stringify({ requests: [{ indexName: "Car_production", hitsPerPage: 0, facets: ["make", "body", "make"] }] });
    const text = await fixture.service.searchJson(body, key);
    expect(text.split('"make":{').length - 1).toBe(1);
    expect(Object.keys(JSON.parse(text).results[0].facets)).toEqual(["make", "body"]);
  });
});

describe("an answer beyond ASCII", () => {
  it("is sent in UTF-8 with its length in bytes, values, highlights and the query included", async () => {
    const car = (await fixture.listed()).find((candidate) => candidate.dealership_id === 201)!;
    await fixture.stock.upsert([{ ...car, make: "Citroën", model: "Ë-C4", colour: "Gris Platinium ÉÀ" }]);
    const key = fixture.service.siteSearchKey(TENANTS.summit);
    const body = JSON.stringify({
      requests: [
        { indexName: "Car_production", query: "citroën", facets: ["make", "colour"], hitsPerPage: 5 },
        { indexName: "Car_production", query: "", facets: ["*"], hitsPerPage: 40, attributesToHighlight: [] },
        { indexName: "Car_production", type: "facet", facet: "make", facetQuery: "cit" },
      ],
    });
    const answer = await fixture.service.searchJson(body, key);
    expect(answer).toContain('"make":"Citroën"');
    const response = await fetch(`http://127.0.0.1:${fixture.port}/1/indexes/*/queries`, {
      method: "POST",
      // Uncompressed, so the length the server declares is the answer's own.
      headers: { "x-algolia-application-id": "forecourt", "x-algolia-api-key": key, "accept-encoding": "identity" },
      body,
    });
    const sent = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(sent.length);
    expect(sent.length).toBe(Buffer.byteLength(answer));
    expect(sent.length).toBeGreaterThan(answer.length);
    expect(JSON.parse(sent.toString("utf8")).results[0].hits[0].make).toBe("Citroën");
  });
});
