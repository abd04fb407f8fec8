import { describe, expect, it } from "vitest";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import { allSpecifications, carSummary, keyInformation } from "./vehicle-specs.ts";

const now = new Date(2025, 5, 15);
const labels = (lines: { label: string }[]) => lines.map((l) => l.label);

describe("keyInformation", () => {
  it("lists the car's key facts with units", () => {
    const lines = keyInformation(testCar(), now, false);
    expect(lines).toContainEqual({ label: "Odometer", value: "45,210 km" });
    expect(lines).toContainEqual({ label: "Body", value: "Hatchback" });
    expect(lines).toContainEqual({ label: "Rego expiry", value: "Expires on 01/03/2099" });
  });

  it("leaves out the odometer of a vehicle without an engine (a caravan)", () => {
    const caravan = testCar({ item_type: "caravan", simple_fuel: null, km: 0 });
    expect(labels(keyInformation(caravan, now, false))).not.toContain("Odometer");
  });

  it("omits a past rego expiry unless the site shows 'Unregistered'", () => {
    const expired = testCar({ rego_expiry: "2024-01-01" });
    expect(labels(keyInformation(expired, now, false))).not.toContain("Rego expiry");
    expect(keyInformation(expired, now, true)).toContainEqual({ label: "Rego expiry", value: "Unregistered" });
  });
});

describe("carSummary", () => {
  it("omits empty values and formats dates dd/MM/yyyy", () => {
    const lines = carSummary(testCar({ badge: null, bodyconfiguration: "" }));
    expect(labels(lines)).not.toContain("Badge");
    expect(labels(lines)).not.toContain("Body configuration");
    expect(lines).toContainEqual({ label: "Build date", value: "01/11/2020" });
    expect(lines).toContainEqual({ label: "Year", value: "2021" });
  });
});

describe("allSpecifications", () => {
  it("lists the variant's figures", () => {
    expect(allSpecifications(testCar())).toContainEqual({ label: "Fuel consumption (combined)", value: "6 L/100km" });
    expect(allSpecifications(testCar({ variant: null }))).toEqual([]);
  });

  it("shows caravan dimensions in metres converted from feet", () => {
    const caravan = testCar({
      item_type: "caravan",
      variant: null,
      specifications: { body_length: 24, body_width: 8, tare_weight: 2400, axle_type: "Tandem", sleeps: 4, aggregate_trailer_mass: null },
    });
    expect(allSpecifications(caravan)).toEqual([
      { label: "Body length", value: "7.32 m" },
      { label: "Body width", value: "2.44 m" },
      { label: "Tare weight", value: "2,400 kg" },
      { label: "Axle type", value: "Tandem" },
      { label: "Sleeps", value: "4" },
    ]);
  });
});
