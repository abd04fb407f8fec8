import { describe, expect, it } from "vitest";
import { routeToState, stateToRoute } from "./state-mapping.ts";
import { emptySearchRoute } from "../rules/search-route.ts";

const index = "Car_production";

describe("state mapping between InstantSearch and search routes", () => {
  it("maps refinements, ranges, query, page and the sort replica to a route and back", () => {
    const uiState = {
      [index]: {
        query: "hilux",
        page: 2,
        sortBy: "Car_production_price_asc",
        refinementList: { car_type: ["used"], make: ["Toyota"] },
        range: { price: "5000:30000" },
      },
    };
    const route = stateToRoute(uiState, index);
    expect(route).toEqual({
      query: "hilux",
      page: 2,
      sortBy: "lowestPrice",
      refinements: { car_type: ["used"], make: ["Toyota"] },
      ranges: { price: "5000:30000" },
    });
    expect(routeToState(route, index)).toEqual(uiState);
  });

  it("maps every spec sort to its replica", () => {
    const sorts: [string, string][] = [
      ["latest", "Car_production_created_at_timestamp_desc"],
      ["highestPrice", "Car_production_price_desc"],
      ["lowestPrice", "Car_production_price_asc"],
      ["highestSubscriptionPrice", "Car_production_subscription_price_desc"],
      ["lowestSubscriptionPrice", "Car_production_subscription_price_asc"],
      ["highestKms", "Car_production_km_desc"],
      ["lowestKms", "Car_production_km_asc"],
    ];
    for (const [name, replica] of sorts) {
      expect(routeToState({ ...emptySearchRoute(), sortBy: name }, index)[index]!.sortBy).toBe(replica);
      expect(stateToRoute({ [index]: { sortBy: replica } }, index).sortBy).toBe(name);
    }
  });

  it("drops empty refinements, page 1 and the default ranking", () => {
    const route = stateToRoute({ [index]: { page: 1, sortBy: index, refinementList: { make: [] }, range: { price: "" } } }, index);
    expect(route).toEqual(emptySearchRoute());
    expect(routeToState(emptySearchRoute(), index)).toEqual({ [index]: {} });
  });
});

describe("sort options", () => {
  it("are the spec's eight, the schema's enum and the search service's replicas, from one table", async () => {
    const { SORT_OPTIONS, sortIndexName, sortNameOfIndex } = await import("./sort-options.ts");
    const schema = (await import("../../schemas/site/search-results.json", { with: { type: "json" } })).default;
    const names = SORT_OPTIONS.map((option) => option.name);
    expect(names).toEqual(["mostRelevant", "latest", "highestPrice", "lowestPrice", "highestSubscriptionPrice", "lowestSubscriptionPrice", "highestKms", "lowestKms"]);
    expect(schema.properties.sort_options.items.enum).toEqual(names);
    expect(sortIndexName(index, "mostRelevant")).toBe(index);
    expect(sortIndexName(index, "lowestSubscriptionPrice")).toBe(`${index}_subscription_price_asc`);
    for (const name of names) expect(sortNameOfIndex(index, sortIndexName(index, name))).toBe(name);
    expect(sortNameOfIndex(index, `${index}_colour_asc`)).toBeNull();
  });
});
