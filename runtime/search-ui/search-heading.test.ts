import { describe, expect, it } from "vitest";
import { searchHeading, searchLabel } from "./search-heading.ts";
import { emptySearchRoute } from "../rules/search-route.ts";
import { showMeLabel } from "./facet-labels.ts";

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

  it("names the one kind a search is narrowed to, whatever the site calls its stock", () => {
    expect(searchHeading({ item_type: ["motorcycle"] }, "Cars")).toBe("Motorcycles");
    expect(searchHeading({ car_type: ["used"], item_type: ["truck"], make: ["Isuzu"] }, "Cars")).toBe("Used Isuzu Trucks");
    expect(searchHeading({ item_type: ["car", "truck"] }, "Vehicles")).toBe("Vehicles");
    expect(searchLabel({ ...emptySearchRoute(), refinements: { item_type: ["caravan"] } }, "Cars")).toBe("Caravans");
  });

  it("labels a saved search with its text, price and other filters", () => {
    const route = { ...emptySearchRoute(), query: "sr5", refinements: { car_type: ["used"], body: ["ute"] }, ranges: { price: ":30000" } };
    expect(searchLabel(route, "Cars")).toBe("Used Cars · “sr5” · up to $30,000 · ute");
    expect(searchLabel({ ...emptySearchRoute(), ranges: { price: "5000:20000" } }, "Cars")).toBe("Cars · $5,000 to $20,000");
  });

  it("says 'Show Me {count} {vehicle type}'", () => {
    const cars = { one: "Car", many: "Cars" };
    expect(showMeLabel(1234, ["used"], cars)).toBe("Show Me 1,234 Used Cars");
    expect(showMeLabel(0, undefined, cars)).toBe("Show Me 0 Cars");
    expect(showMeLabel(1, ["used", "demo"], { one: "Motorcycle", many: "Motorcycles" })).toBe("Show Me 1 Used & Demo Motorcycle");
  });
});
