import { describe, expect, it } from "vitest";
import { searchParameters } from "./search-parameters.ts";
import { emptySearchRoute } from "../rules/search-route.ts";
import { searchOptions } from "../../tests/kit/search-ui/test-search.ts";

const setup = { indexName: "Car_production", options: searchOptions() };

describe("the search a results URL asks for (spec §2)", () => {
  it("asks the URL's page (1-based in the URL, 0-based to the service) of 21 cars", () => {
    expect(searchParameters({ ...emptySearchRoute(), page: 3 }, setup)).toMatchObject({ page: 2, hitsPerPage: 21, index: "Car_production" });
    expect(searchParameters(emptySearchRoute(), setup).page).toBe(0);
  });

  it("asks the sort's replica, and the primary index for the default ranking", () => {
    expect(searchParameters({ ...emptySearchRoute(), sortBy: "lowestPrice" }, setup).index).toBe("Car_production_price_asc");
    expect(searchParameters({ ...emptySearchRoute(), sortBy: "mostRelevant" }, setup).index).toBe("Car_production");
  });

  it("refines each facet the URL names (one parameter per facet) and leaves the others open", () => {
    const state = searchParameters({ ...emptySearchRoute(), query: "hilux", refinements: { car_type: ["used"], make: ["Toyota", "Kia"] } }, setup);
    expect(state.query).toBe("hilux");
    expect(state.disjunctiveFacetsRefinements).toMatchObject({ car_type: ["used"], make: ["Toyota", "Kia"], make_model: [], body: [] });
    expect(state.disjunctiveFacets).toEqual(expect.arrayContaining(["car_type", "make", "make_model", "body", "price", "km", "year", "dealership_name"]));
  });

  it("reads range[attribute]=min:max as numeric refinements, open ends left out", () => {
    const state = searchParameters({ ...emptySearchRoute(), ranges: { price: "5000:30000", km: ":80000", year: "2018:" } }, setup);
    expect(state.numericRefinements).toEqual({ price: { ">=": [5000], "<=": [30000] }, km: { "<=": [80000] }, year: { ">=": [2018] } });
  });

  it("asks as many facet values as the longest list shows after 'Show all'", () => {
    expect(searchParameters(emptySearchRoute(), setup).maxValuesPerFacet).toBe(100);
  });
});
