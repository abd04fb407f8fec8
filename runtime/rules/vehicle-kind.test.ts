import { describe, expect, it } from "vitest";
import { hasEngine, kindNoun, searchNoun } from "./vehicle-kind.ts";

describe("kindNoun", () => {
  it("names each kind in the singular and the plural", () => {
    expect(kindNoun("car")).toEqual({ one: "Car", many: "Cars" });
    expect(kindNoun("motorcycle")).toEqual({ one: "Motorcycle", many: "Motorcycles" });
    expect(kindNoun("truck")).toEqual({ one: "Truck", many: "Trucks" });
    expect(kindNoun("caravan")).toEqual({ one: "Caravan", many: "Caravans" });
  });
});

describe("searchNoun", () => {
  it("is the kind a search is narrowed to, else the site's word", () => {
    expect(searchNoun(["motorcycle"], "Cars")).toEqual({ one: "Motorcycle", many: "Motorcycles" });
    expect(searchNoun(["caravan"], "Vehicles").many).toBe("Caravans");
    expect(searchNoun(["car", "truck"], "Vehicles")).toEqual({ one: "Vehicle", many: "Vehicles" });
    expect(searchNoun(undefined, "Cars")).toEqual({ one: "Car", many: "Cars" });
    expect(searchNoun(["hovercraft"], "Cars").many).toBe("Cars");
  });
});

describe("hasEngine", () => {
  it("is false only for a caravan without a fuel, so a motorhome keeps its engine", () => {
    expect(hasEngine({ item_type: "caravan", simple_fuel: null })).toBe(false);
    expect(hasEngine({ item_type: "caravan", simple_fuel: "Diesel" })).toBe(true);
    expect(hasEngine({ item_type: "motorcycle", simple_fuel: null })).toBe(true);
    expect(hasEngine({ item_type: "car", simple_fuel: "Electric" })).toBe(true);
  });
});
