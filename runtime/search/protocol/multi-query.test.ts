import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSearchFixture, type SearchFixture } from "../../../tests/kit/search/search-fixture.ts";

let fixture: SearchFixture;
beforeAll(async () => {
  fixture = await startSearchFixture();
});
afterAll(() => fixture.close());

const queries = (body: unknown, init: { key?: string; headers?: Record<string, string>; query?: string } = {}) =>
  fetch(`http://127.0.0.1:${fixture.port}/1/indexes/*/queries${init.query ?? ""}`, {
    method: "POST",
    headers: { "content-type": "text/plain", ...(init.key ? { "x-algolia-api-key": init.key } : {}), ...init.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("POST /1/indexes/*/queries with the real algoliasearch client", () => {
  it("answers inline parameters with one result per request, in order", async () => {
    const listed = await fixture.listed();
    const { results } = await fixture.client(fixture.adminKey).search({
      requests: [
        { indexName: "Car_production", query: "", hitsPerPage: 5 },
        // A disjunctive request names its one facet as a string (the InstantSearch helper sends it so).
        { indexName: "Car_production", query: "", hitsPerPage: 0, facets: "make" as never },
      ],
    });
    expect(results).toHaveLength(2);
    const [first, second] = results as Record<string, unknown>[];
    expect(first).toMatchObject({ nbHits: listed.length, page: 0, hitsPerPage: 5, nbPages: Math.ceil(listed.length / 5), query: "", index: "Car_production" });
    expect(first!.hits).toHaveLength(5);
    expect(first!.exhaustiveNbHits).toBe(true);
    expect(first!.processingTimeMS).toEqual(expect.any(Number));
    expect(first!.params).toBe("query=&hitsPerPage=5");
    expect(second!.hits).toEqual([]);
    expect(Object.values(second!.facets as Record<string, Record<string, number>>)[0]).toBeDefined();
    expect(first).not.toHaveProperty("_automaticInsights");
  });

  it("writes only the fields responseFields asks for, and refuses a field Algolia does not know", async () => {
    const client = fixture.client(fixture.adminKey);
    const { results } = await client.search({
      requests: [
        { indexName: "Car_production", hitsPerPage: 2, facets: ["make", "km"], responseFields: ["hits", "nbHits", "facets", "facets_stats"] },
        { indexName: "Car_production", hitsPerPage: 2, responseFields: ["nbHits", "params"] },
        { indexName: "Car_production", hitsPerPage: 2, responseFields: ["*"] },
      ],
    });
    const [some, noHits, all] = results as Record<string, unknown>[];
    // exhaustiveNbHits and exhaustiveFacetsCount cannot be left out.
    expect(Object.keys(some!).sort()).toEqual(["exhaustiveFacetsCount", "exhaustiveNbHits", "facets", "facets_stats", "hits", "nbHits"]);
    expect(some!.hits).toHaveLength(2);
    expect(Object.keys(noHits!).sort()).toEqual(["exhaustiveFacetsCount", "exhaustiveNbHits", "nbHits", "params"]);
    expect(all).toMatchObject({ page: 0, nbPages: expect.any(Number), index: "Car_production", params: expect.any(String) });
    const refused = await queries({ requests: [{ indexName: "Car_production", responseFields: ["hits", "secret"] }] }, { key: fixture.adminKey });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: 'responseFields: unknown field "secret"', status: 400 });
  });

  it("accepts the legacy array form the InstantSearch helper uses", async () => {
    const { results } = await fixture.client(fixture.adminKey).search([
      { indexName: "Car_production", params: { query: "", hitsPerPage: 2, facets: ["body"] } },
    ]);
    expect((results[0] as { hits: unknown[] }).hits).toHaveLength(2);
    expect((results[0] as { facets: object }).facets).toHaveProperty("body");
  });

  it("accepts the legacy params string, numbers and arrays encoded as text", async () => {
    const response = await queries(
      { requests: [{ indexName: "Car_production", params: "query=&hitsPerPage=3&page=1&facets=%5B%22make%22%5D&facetFilters=%5B%22car_type%3Aused%22%5D" }] },
      { key: fixture.adminKey },
    );
    expect(response.status).toBe(200);
    const [result] = (await response.json()).results;
    const used = (await fixture.listed()).filter((car) => car.car_type === "used");
    expect(result).toMatchObject({ page: 1, hitsPerPage: 3, nbHits: used.length });
    expect(result.hits).toHaveLength(3);
    expect(result.hits.every((hit: { car_type: string }) => hit.car_type === "used")).toBe(true);
    expect(Object.values(result.facets.make as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(used.length);
  });

  it("pages through every hit exactly once, sorted by custom_rank descending", async () => {
    const listed = await fixture.listed();
    const client = fixture.client(fixture.adminKey);
    const seen: { objectID: string; custom_rank: number }[] = [];
    for (let page = 0; ; page++) {
      const { results } = await client.search({ requests: [{ indexName: "Car_production", page, hitsPerPage: 100, attributesToRetrieve: ["custom_rank"] }] });
      const result = results[0] as { hits: { objectID: string; custom_rank: number }[]; nbPages: number };
      seen.push(...result.hits);
      if (page + 1 >= result.nbPages) break;
    }
    expect(seen.map((hit) => hit.objectID).sort()).toEqual(listed.map((car) => String(car.id)).sort());
    const ranks = seen.map((hit) => hit.custom_rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it("allows up to 1000 hits per page and refuses more with a 400", async () => {
    const client = fixture.client(fixture.adminKey);
    const { results } = await client.search({ requests: [{ indexName: "Car_production", hitsPerPage: 1000 }] });
    expect((results[0] as { hits: unknown[] }).hits.length).toBe(Math.min(1000, (await fixture.listed()).length));
    await expect(client.search({ requests: [{ indexName: "Car_production", hitsPerPage: 1001 }] })).rejects.toMatchObject({
      status: 400,
      message: "hitsPerPage must be an integer between 0 and 1000",
    });
  });

  it("supports offset and length", async () => {
    const client = fixture.client(fixture.adminKey);
    const all = await client.search({ requests: [{ indexName: "Car_production", hitsPerPage: 10, attributesToRetrieve: [] }] });
    const window = await client.search({ requests: [{ indexName: "Car_production", offset: 3, length: 4, attributesToRetrieve: [] }] });
    const ids = (result: unknown) => (result as { hits: { objectID: string }[] }).hits.map((hit) => hit.objectID);
    expect(ids(window.results[0])).toEqual(ids(all.results[0]).slice(3, 7));
    expect(window.results[0]).toMatchObject({ offset: 3, length: 4 });
  });

  it("retrieves only the attributes asked for, objectID always", async () => {
    const { results } = await fixture.client(fixture.adminKey).search({
      requests: [{ indexName: "Car_production", hitsPerPage: 1, attributesToRetrieve: ["make", "location_name", "images"], attributesToHighlight: [] }],
    });
    const hit = (results[0] as { hits: Record<string, unknown>[] }).hits[0]!;
    expect(Object.keys(hit).sort()).toEqual(["images", "location_name", "make", "objectID"]);
    const car = fixture.cars.find((candidate) => String(candidate.id) === hit.objectID)!;
    expect(hit.images).toEqual(car.images);
  });

  it("returns card fields and derived facets by default, without vehicle-page detail", async () => {
    const { results } = await fixture.client(fixture.adminKey).search({ requests: [{ indexName: "Car_production", hitsPerPage: 1 }] });
    const hit = (results[0] as { hits: Record<string, unknown>[] }).hits[0]!;
    const car = fixture.cars.find((candidate) => String(candidate.id) === hit.objectID)!;
    expect(hit).toMatchObject({ id: car.id, slug: car.slug, name: car.name, price: car.price, make_model: `${car.make} ${car.model}`, body: car.simple_body });
    expect(hit).not.toHaveProperty("dealercomments");
    expect(hit).not.toHaveProperty("features");
  });

  it("returns facets for * and numeric facets with facets_stats", async () => {
    const listed = await fixture.listed();
    const { results } = await fixture.client(fixture.adminKey).search({ requests: [{ indexName: "Car_production", hitsPerPage: 0, facets: ["*"], maxValuesPerFacet: 1000 }] });
    const result = results[0] as { facets: Record<string, Record<string, number>>; facets_stats: Record<string, { min: number; max: number; avg: number; sum: number }> };
    expect(Object.keys(result.facets)).toEqual(expect.arrayContaining(["make", "model", "make_model", "body", "fuel", "transmission", "year", "price", "km", "certified", "categories"]));
    const prices = listed.map((car) => car.price);
    const sum = prices.reduce((a, b) => a + b, 0);
    expect(result.facets_stats.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices), avg: sum / prices.length, sum });
    expect(result.facets.certified).toEqual(countBy(listed, (car) => String(car.certified)));
    expect(result.facets.year).toEqual(countBy(listed, (car) => String(car.year)));
  });

  it("limits facet values with maxValuesPerFacet, most frequent first, or alphabetically", async () => {
    const listed = await fixture.listed();
    const byCount = Object.entries(countBy(listed, (car) => car.make)).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const client = fixture.client(fixture.adminKey);
    const top = await client.search({ requests: [{ indexName: "Car_production", hitsPerPage: 0, facets: ["make"], maxValuesPerFacet: 3 }] });
    expect(Object.entries((top.results[0] as { facets: { make: Record<string, number> } }).facets.make).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)))
      .toEqual(byCount.slice(0, 3));
    const alpha = await client.search({ requests: [{ indexName: "Car_production", hitsPerPage: 0, facets: ["make"], maxValuesPerFacet: 3, sortFacetValuesBy: "alpha" }] });
    expect(Object.keys((alpha.results[0] as { facets: { make: object } }).facets.make)).toEqual(byCount.map(([make]) => make).sort().slice(0, 3));
  });

  it("returns a queryID when clickAnalytics is on", async () => {
    const { results } = await fixture.client(fixture.adminKey).search({ requests: [{ indexName: "Car_production", hitsPerPage: 0, clickAnalytics: true }] });
    expect((results[0] as { queryID: string }).queryID).toMatch(/^[0-9a-f]{32}$/);
  });

  it("answers the single-index, GET and facet-values routes", async () => {
    const client = fixture.client(fixture.adminKey);
    const single = await client.searchSingleIndex({ indexName: "Car_production", searchParams: { query: "", hitsPerPage: 2 } });
    expect(single.hits).toHaveLength(2);
    const get = await fetch(`http://127.0.0.1:${fixture.port}/1/indexes/Car_production?hitsPerPage=1&x-algolia-api-key=${encodeURIComponent(fixture.adminKey)}`);
    expect(get.status).toBe(200);
    expect((await get.json()).hits).toHaveLength(1);
    const missing = await fetch(`http://127.0.0.1:${fixture.port}/1/indexes/Nope?x-algolia-api-key=${encodeURIComponent(fixture.adminKey)}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Index does not exist", status: 404 });
  });
});

describe("protocol details", () => {
  it("refuses an unknown index with 404 Index does not exist", async () => {
    await expect(fixture.client(fixture.adminKey).search({ requests: [{ indexName: "Cars_elsewhere" }] })).rejects.toMatchObject({
      status: 404,
      message: "Index does not exist",
    });
  });

  it("reads the body as JSON whatever the content type, and answers bad bodies with a 400, never a 5xx", async () => {
    const ok = await queries({ requests: [{ indexName: "Car_production", hitsPerPage: 0 }] }, { key: fixture.adminKey, headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(ok.status).toBe(200);
    for (const body of ["{not json", "", "[]", '{"requests":{}}', '{"requests":[42]}', '{"requests":[{"indexName":""}]}', '{"requests":[{"indexName":"Car_production","page":-1}]}', '{"requests":[{"indexName":"Car_production","facetFilters":[[["x:y"]]]}]}', '{"requests":[{"indexName":"Car_production","params":"facets=%5Bbroken"}]}']) {
      const response = await queries(body, { key: fixture.adminKey });
      expect(response.status, body).toBe(400);
      const error = await response.json();
      expect(error.status).toBe(400);
      expect(typeof error.message).toBe("string");
    }
  });

  it("reads credentials from the query string, as browser clients send them, with any letter case", async () => {
    const body = { requests: [{ indexName: "Car_production", hitsPerPage: 0 }] };
    const fromQuery = await queries(body, { query: `?x-algolia-agent=test&X-Algolia-API-Key=${encodeURIComponent(fixture.adminKey)}&x-algolia-application-id=forecourt` });
    expect(fromQuery.status).toBe(200);
    const fromHeader = await queries(body, { headers: { "X-ALGOLIA-API-KEY": fixture.adminKey } });
    expect(fromHeader.status).toBe(200);
    const none = await queries(body);
    expect(none.status).toBe(403);
    expect(await none.json()).toEqual({ message: "Invalid Application-ID or API key", status: 403 });
  });

  it("answers CORS preflights, and answers with the allowed origin (only the preflight lists methods and headers)", async () => {
    const preflight = await fetch(`http://127.0.0.1:${fixture.port}/1/indexes/*/queries`, {
      method: "OPTIONS",
      headers: { origin: "https://harbourmotors.com.au", "access-control-request-method": "POST", "access-control-request-headers": "x-algolia-api-key" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("x-algolia-api-key");
    const response = await queries({ requests: [] }, { key: fixture.adminKey });
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-headers")).toBeNull();
    expect(await response.json()).toEqual({ results: [] });
  });
});

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

describe("attribute names from the request", () => {
  it("reach only the record's own fields, never built-in object properties", async () => {
    const { results } = await fixture.client(fixture.adminKey).search({
      requests: [{ indexName: "Car_production", hitsPerPage: 1, attributesToRetrieve: ["__proto__", "constructor", "make"], attributesToHighlight: ["toString", "make"], filters: "constructor:x OR __proto__:y" }],
    });
    expect(results[0]).toMatchObject({ nbHits: 0 });
    const all = await fixture.client(fixture.adminKey).search({
      requests: [{ indexName: "Car_production", hitsPerPage: 1, attributesToRetrieve: ["__proto__", "constructor", "make"], attributesToHighlight: ["toString", "make"] }],
    });
    const hit = (all.results[0] as { hits: Record<string, unknown>[] }).hits[0]!;
    expect(Object.keys(hit).sort()).toEqual(["_highlightResult", "make", "objectID"]);
    expect(Object.keys(hit._highlightResult as object)).toEqual(["make"]);
  });
});
