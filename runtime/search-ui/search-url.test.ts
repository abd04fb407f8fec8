import { describe, expect, it } from "vitest";
import { formatSearchUrl, parseSearchUrl, searchLinks, toggleRefinement, type SearchUrlContext } from "./search-url.ts";
import { createSlugNames, namesOf } from "./slug-names.ts";
import { emptySearchRoute, type SearchRoute } from "../rules/search-route.ts";
import { routeToState, stateToRoute } from "./state-mapping.ts";

const ctx: SearchUrlContext = {
  facets: ["car_type", "make", "make_model", "body", "dealership_name", "colour"],
  ranges: ["price", "km", "year"],
  dealerships: [
    { slug: "harbour-motors-toyota", name: "Harbour Motors Toyota" },
    { slug: "harbour-motors-kia", name: "Harbour Motors Kia" },
  ],
  names: createSlugNames(namesOf(["Toyota", "Land Rover", "Mercedes-Benz"], ["Toyota C-HR", "Toyota Corolla", "Land Rover Range Rover Sport"])),
};

const route = (overrides: Partial<SearchRoute>): SearchRoute => ({ ...emptySearchRoute(), ...overrides });

function roundTrip(url: string): string {
  const parsed = new URL(url, "http://x.localhost");
  return formatSearchUrl(parseSearchUrl(parsed.pathname, parsed.search, ctx), ctx);
}

describe("search URLs (spec §2 routes)", () => {
  const shapes: [string, Partial<SearchRoute>][] = [
    ["/search/new-used-and-demo-cars", {}],
    ["/search/used-cars", { refinements: { car_type: ["used"] } }],
    ["/search/new-cars", { refinements: { car_type: ["new"] } }],
    ["/search/demo-cars", { refinements: { car_type: ["demo"] } }],
    ["/search/new-and-demo-cars", { refinements: { car_type: ["demo", "new"] } }],
    ["/search/toyota", { refinements: { make: ["Toyota"] } }],
    ["/search/land-rover/range-rover-sport", { refinements: { make: ["Land Rover"], make_model: ["Land Rover Range Rover Sport"] } }],
    ["/search/toyota/c-hr", { refinements: { make: ["Toyota"], make_model: ["Toyota C-HR"] } }],
    ["/search/harbour-motors-kia", { refinements: { dealership_name: ["Harbour Motors Kia"] } }],
    [
      "/search/used-cars?query=hilux+sr5&make=Toyota&body=ute&range[price]=5000:30000&sortBy=lowestPrice&page=3",
      { query: "hilux sr5", page: 3, sortBy: "lowestPrice", refinements: { car_type: ["used"], make: ["Toyota"], body: ["ute"] }, ranges: { price: "5000:30000" } },
    ],
    ["/search/new-used-and-demo-cars?range[price]=:45000", { ranges: { price: ":45000" } }],
    ["/search/new-used-and-demo-cars?range[km]=20000:", { ranges: { km: "20000:" } }],
    ["/search/used-cars?range[price]=10000:20000&range[km]=:60000&range[year]=2018:2022", { refinements: { car_type: ["used"] }, ranges: { price: "10000:20000", km: ":60000", year: "2018:2022" } }],
    ["/search/new-used-and-demo-cars?make=Toyota&make=Mercedes-Benz", { refinements: { make: ["Toyota", "Mercedes-Benz"] } }],
    ["/search/new-used-and-demo-cars?car_type=new&car_type=used", { refinements: { car_type: ["new", "used"] } }],
    ["/search/mercedes-benz?colour=White&page=2", { page: 2, refinements: { make: ["Mercedes-Benz"], colour: ["White"] } }],
  ];

  for (const [url, expected] of shapes) {
    it(`reads and writes ${url}`, () => {
      const parsed = new URL(url, "http://x.localhost");
      expect(parseSearchUrl(parsed.pathname, parsed.search, ctx)).toEqual(route(expected));
      expect(formatSearchUrl(route(expected), ctx)).toBe(url);
      expect(roundTrip(url)).toBe(url);
    });

    it(`keeps ${url} through InstantSearch's state and back`, () => {
      const parsed = new URL(url, "http://x.localhost");
      const state = routeToState(parseSearchUrl(parsed.pathname, parsed.search, ctx), "Car_production");
      expect(formatSearchUrl(stateToRoute(state, "Car_production"), ctx)).toBe(url);
    });
  }

  it("reads /search and the default path as every car", () => {
    expect(parseSearchUrl("/search", "", ctx)).toEqual(emptySearchRoute());
    expect(roundTrip("/search")).toBe("/search/new-used-and-demo-cars");
  });

  it("reads other pages showing the results (/cars, Our Stock) as every car", () => {
    expect(parseSearchUrl("/cars", "?make=Toyota", ctx)).toEqual(route({ refinements: { make: ["Toyota"] } }));
    expect(formatSearchUrl(parseSearchUrl("/cars", "", ctx), ctx)).toBe("/search/new-used-and-demo-cars");
  });

  it("keeps a used make search on the type path with the make in the query", () => {
    const url = formatSearchUrl(route({ refinements: { car_type: ["used"], make: ["Toyota"] } }), ctx);
    expect(url).toBe("/search/used-cars?make=Toyota");
  });

  it("puts a dealership with a stock type on the type path", () => {
    const url = formatSearchUrl(route({ refinements: { car_type: ["new"], dealership_name: ["Harbour Motors Kia"] } }), ctx);
    expect(url).toBe("/search/new-cars?dealership_name=Harbour+Motors+Kia");
  });

  it("keeps a model of another make in the query string", () => {
    const url = formatSearchUrl(route({ refinements: { make: ["Land Rover"], make_model: ["Toyota Corolla"] } }), ctx);
    expect(url).toBe("/search/new-used-and-demo-cars?make=Land+Rover&make_model=Toyota+Corolla");
  });

  it("merges the path's refinement with the same facet's query parameters", () => {
    const parsed = parseSearchUrl("/search/toyota", "?make=Land+Rover&make=Toyota", ctx);
    expect(parsed.refinements.make).toEqual(["Toyota", "Land Rover"]);
  });

  it("ignores unknown parameters, bad pages, unknown sorts and malformed ranges", () => {
    const parsed = parseSearchUrl("/search/used-cars", "?utm_source=x&page=0&sortBy=cheapest&range[price]=abc&range[year]=2010:x&range[seats]=2:", ctx);
    expect(parsed).toEqual(route({ refinements: { car_type: ["used"] } }));
  });

  it("reads an unknown make slug as title case", () => {
    expect(parseSearchUrl("/search/great-wall/cannon", "", ctx).refinements).toEqual({ make: ["Great Wall"], make_model: ["Great Wall Cannon"] });
  });

  it("reads path segments case-insensitively and URL-encoded", () => {
    expect(parseSearchUrl("/search/Used-Cars", "", ctx).refinements).toEqual({ car_type: ["used"] });
    expect(parseSearchUrl("/search/land%2Drover", "", ctx).refinements).toEqual({ make: ["Land Rover"] });
  });
});

describe("toggleRefinement", () => {
  it("adds a value to the facet's refinements and goes back to the first page", () => {
    const refined = route({ page: 3, refinements: { make: ["Kia"] } });
    expect(toggleRefinement(refined, "make", "Toyota")).toEqual({ ...refined, page: 1, refinements: { make: ["Kia", "Toyota"] } });
  });

  it("takes a refined value away again, leaving other facets as they were", () => {
    const refined = route({ refinements: { make: ["Kia", "Toyota"], body: ["SUV"] } });
    expect(toggleRefinement(refined, "make", "Kia").refinements).toEqual({ make: ["Toyota"], body: ["SUV"] });
  });
});

describe("a results page's links", () => {
  const routes: SearchRoute[] = [
    route({}),
    route({ page: 3, refinements: { car_type: ["used"] } }),
    route({ query: "hilux sr5", page: 2, sortBy: "lowestPrice", refinements: { car_type: ["used"], make: ["Toyota"], body: ["ute"], colour: ["White"] }, ranges: { price: "5000:30000" } }),
    route({ refinements: { make: ["Toyota"], make_model: ["Toyota C-HR"], colour: ["Red & Black"], tag: ["Sale"] }, ranges: { km: ":60000" } }),
    route({ refinements: { body: [], dealership_name: ["Harbour Motors Kia"], car_type: ["new", "demo"] } }),
  ];
  // Listed facets (path facets among them), one the site does not list, values refined and not, some to encode.
  const toggles: [string, string[]][] = [
    ["body", ["ute", "suv", "people mover"]],
    ["colour", ["White", "Red & Black", "Blue/Grey"]],
    ["make", ["Toyota", "Land Rover"]],
    ["make_model", ["Toyota C-HR", "Toyota Corolla"]],
    ["car_type", ["used", "new", "demo"]],
    ["dealership_name", ["Harbour Motors Kia", "Harbour Motors Toyota"]],
    ["tag", ["Sale", "Special"]],
  ];

  it("to a facet's values toggled are the canonical URLs of the routes with each value toggled", () => {
    for (const from of routes) {
      for (const [attribute, values] of toggles) {
        const hrefOf = searchLinks(from, ctx).toggled(attribute);
        for (const value of values) expect(hrefOf(value)).toBe(formatSearchUrl(toggleRefinement(from, attribute, value), ctx));
      }
    }
  });

  it("to other pages are the canonical URLs of the route at those pages", () => {
    for (const from of routes) {
      for (const page of [1, 2, 3, 40]) expect(searchLinks(from, ctx).page(page)).toBe(formatSearchUrl({ ...from, page }, ctx));
    }
  });

  it("to a facet's values put the value among the facet's others, before later facets, ranges and the sort, on the first page", () => {
    const from = routes[2]!;
    expect(searchLinks(from, ctx).toggled("body")("suv")).toBe("/search/used-cars?query=hilux+sr5&make=Toyota&body=ute&body=suv&colour=White&range[price]=5000:30000&sortBy=lowestPrice");
    expect(searchLinks(from, ctx).toggled("body")("ute")).toBe("/search/used-cars?query=hilux+sr5&make=Toyota&colour=White&range[price]=5000:30000&sortBy=lowestPrice");
  });
});

