import { describe, expect, it } from "vitest";
import { emptySearchRoute } from "../rules/search-route.ts";
import { toggleRefinement } from "./use-search-route.ts";

describe("toggleRefinement", () => {
  it("adds a value to the facet's refinements and goes back to the first page", () => {
    const route = { ...emptySearchRoute(), page: 3, refinements: { make: ["Kia"] } };
    expect(toggleRefinement(route, "make", "Toyota")).toEqual({ ...route, page: 1, refinements: { make: ["Kia", "Toyota"] } });
  });

  it("takes a refined value away again, leaving other facets as they were", () => {
    const route = { ...emptySearchRoute(), refinements: { make: ["Kia", "Toyota"], body: ["SUV"] } };
    expect(toggleRefinement(route, "make", "Kia").refinements).toEqual({ make: ["Toyota"], body: ["SUV"] });
  });
});
