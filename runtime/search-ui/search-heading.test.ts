import { describe, expect, it } from "vitest";
import { searchHeading, searchLabel } from "./search-heading.ts";
import { emptySearchRoute } from "../rules/search-route.ts";
import { showMeLabel, vehicleTypeLabel } from "./facet-labels.ts";

describe("search headings and labels", () => {
  it("names the stock type, make or model and dealership", () => {
    expect(searchHeading({}, "Cars")).toBe("Cars");
    expect(searchHeading({ car_type: ["used"] }, "Cars")).toBe("Used Cars");
    expect(searchHeading({ car_type: ["demo", "new"] }, "Cars")).toBe("New & Demo Cars");
    expect(searchHeading({ car_type: ["new", "used", "demo"] }, "Cars")).toBe("Cars");
    expect(searchHeading({ car_type: ["used"], make: ["Toyota"], make_model: ["Toyota Corolla"] }, "Cars")).toBe("Used Toyota Corolla Cars");
    expect(searchHeading({ make: ["Toyota", "Kia"] }, "Cars")).toBe("Cars");
    expect(searchHeading({ dealership_name: ["Harbour Motors Kia"] }, "Caravans")).toBe("Caravans at Harbour Motors Kia");
  });

  it("labels a saved search with its text, price and other filters", () => {
    const route = { ...emptySearchRoute(), query: "sr5", refinements: { car_type: ["used"], body: ["ute"] }, ranges: { price: ":30000" } };
    expect(searchLabel(route, "Cars")).toBe("Used Cars · “sr5” · up to $30,000 · ute");
    expect(searchLabel({ ...emptySearchRoute(), ranges: { price: "5000:20000" } }, "Cars")).toBe("Cars · $5,000 to $20,000");
  });

  it("says 'Show Me {count} {vehicle type}'", () => {
    expect(showMeLabel(1234, vehicleTypeLabel(["used"], "Cars"))).toBe("Show Me 1,234 Used Cars");
    expect(showMeLabel(0, vehicleTypeLabel(undefined, "Cars"))).toBe("Show Me 0 Cars");
  });
});
