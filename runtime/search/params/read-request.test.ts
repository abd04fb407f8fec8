import { describe, expect, it } from "vitest";
import { encodeParamsString, readRequest } from "./read-request.ts";
import { readSearchParams } from "./search-params.ts";

describe("readRequest", () => {
  it("merges inline parameters over the legacy params string", () => {
    const request = readRequest({ indexName: "Car_production", params: "query=kia&hitsPerPage=5&facets=%5B%22make%22%5D", hitsPerPage: 7 }, 0);
    expect(request).toEqual({ indexName: "Car_production", type: "default", facet: null, params: { query: "kia", hitsPerPage: 7, facets: '["make"]' } });
    expect(readSearchParams(request.params)).toMatchObject({ query: "kia", hitsPerPage: 7, facets: ["make"] });
  });

  it("reads facet searches and refuses malformed entries with the request's position", () => {
    expect(readRequest({ indexName: "I", type: "facet", facet: "make", facetQuery: "to" }, 0)).toMatchObject({ type: "facet", facet: "make" });
    expect(() => readRequest({ indexName: "I", type: "facet" }, 2)).toThrow("requests[2].facet is required for a facet search");
    expect(() => readRequest({ type: "default" }, 1)).toThrow("requests[1].indexName is required");
    expect(() => readRequest("x", 3)).toThrow("requests[3] must be an object");
    expect(() => readRequest({ indexName: "I", type: "other" }, 0)).toThrow('requests[0].type must be "default" or "facet"');
  });

  it("echoes parameters URL-encoded with arrays as JSON", () => {
    expect(encodeParamsString({ query: "a b", facets: ["make"], page: 0, skipped: undefined })).toBe("query=a%20b&facets=%5B%22make%22%5D&page=0");
  });
});

describe("readSearchParams", () => {
  it("defaults like Algolia: page 0, 20 hits, 100 facet values, <em> tags", () => {
    expect(readSearchParams({})).toMatchObject({ query: "", page: 0, hitsPerPage: 20, maxValuesPerFacet: 100, facets: [], highlightPreTag: "<em>", highlightPostTag: "</em>", attributesToRetrieve: null });
  });

  it("reads numbers, booleans and lists sent as text", () => {
    expect(readSearchParams({ page: "2", hitsPerPage: "0", clickAnalytics: "true", attributesToRetrieve: "make,model", facets: "make" }))
      .toMatchObject({ page: 2, hitsPerPage: 0, clickAnalytics: true, attributesToRetrieve: ["make", "model"], facets: ["make"] });
  });

  it("refuses values out of range or of the wrong type, naming the parameter", () => {
    expect(() => readSearchParams({ hitsPerPage: 1001 })).toThrow("hitsPerPage must be an integer between 0 and 1000");
    expect(() => readSearchParams({ page: 1.5 })).toThrow("page must be an integer between 0 and 1000000");
    expect(() => readSearchParams({ query: {} })).toThrow("query must be a string");
    expect(() => readSearchParams({ facets: [1] })).toThrow("facets must be an array of strings");
    expect(() => readSearchParams({ clickAnalytics: "maybe" })).toThrow("clickAnalytics must be a boolean");
    expect(() => readSearchParams({ facetFilters: "[oops" })).toThrow("facetFilters is not valid JSON");
  });
});
