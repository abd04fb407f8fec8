import { describe, expect, it } from "vitest";
import { vehicleBreadcrumbs } from "./vehicle-breadcrumbs.ts";

describe("vehicleBreadcrumbs", () => {
  it("links Home, car type, make, model and body into search, ending with the title", () => {
    expect(vehicleBreadcrumbs({ car_type: "used", item_type: "car", make: "Land Rover", model: "Range Rover Sport", simple_body: "suv", name: "2020 Land Rover Range Rover Sport HSE" }))
      .toEqual([
        { label: "Home", href: "/" },
        { label: "Used Cars", href: "/search/used-cars" },
        { label: "Land Rover", href: "/search/land-rover" },
        { label: "Range Rover Sport", href: "/search/land-rover/range-rover-sport" },
        { label: "SUV", href: "/search/land-rover/range-rover-sport?body=suv" },
        { label: "2020 Land Rover Range Rover Sport HSE", href: null },
      ]);
  });

  it("leaves out the body crumb when the body is unknown", () => {
    const crumbs = vehicleBreadcrumbs({ car_type: "demo", item_type: "car", make: "Honda", model: "Jazz", simple_body: null, name: "2023 Honda Jazz" });
    expect(crumbs.map((c) => c.label)).toEqual(["Home", "Demo Cars", "Honda", "Jazz", "2023 Honda Jazz"]);
  });

  it("names a motorcycle, truck or caravan's kind and narrows its search to that kind", () => {
    const crumbs = vehicleBreadcrumbs({ car_type: "demo", item_type: "motorcycle", make: "Honda", model: "CB500X", simple_body: null, name: "2023 Honda CB500X" });
    expect(crumbs[1]).toEqual({ label: "Demo Motorcycles", href: "/search/demo-cars?item_type=motorcycle" });
    const caravan = vehicleBreadcrumbs({ car_type: "new", item_type: "caravan", make: "Jayco", model: "Swan", simple_body: "softtop", name: "2026 Jayco Swan" });
    expect(caravan[1]).toEqual({ label: "New Caravans", href: "/search/new-cars?item_type=caravan" });
  });
});
