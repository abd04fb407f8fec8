import { describe, expect, it } from "vitest";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import { compareCars, comparedSections, type ComparedSections } from "./car-comparison.ts";

const now = new Date(2025, 5, 15);
const price = { subscription: false, noPriceText: "Enquire for price." };
const labels = (rows: { label: string }[]) => rows.map((row) => row.label);

describe("comparedSections", () => {
  it("compares the price display, key specs, specifications and features", () => {
    const sections = comparedSections(testCar({ before_price: 30990 }), price, now);
    expect(sections.Price).toEqual([{ label: "Price", value: "$27,990" }]);
    expect(sections["Key specs"]).toContainEqual({ label: "Odometer", value: "45,210 km" });
    expect(sections["Key specs"]).toContainEqual({ label: "Year", value: "2021" });
    expect(sections.Specifications).toContainEqual({ label: "Torque", value: "200 Nm" });
    expect(sections.Features).toEqual([
      { label: "Reversing camera", value: "Yes" },
      { label: "Apple CarPlay", value: "Yes" },
      { label: "Lane departure warning", value: "Yes" },
    ]);
  });

  it("uses the price display rule: no price shows the site's no-price text", () => {
    expect(comparedSections(testCar({ price: 0 }), price, now).Price).toEqual([{ label: "Price", value: "Enquire for price." }]);
    expect(comparedSections(testCar({ subscription_price: 189 }), { ...price, subscription: true }, now).Price).toEqual([{ label: "Price", value: "$189" }]);
  });

  it("leaves out what identifies one car only (stock number, rego, VIN, dates)", () => {
    const keys = labels(comparedSections(testCar(), price, now)["Key specs"]!);
    for (const identifier of ["Stock No.", "Rego", "Rego expiry", "VIN", "Build date", "Compliance date"]) {
      expect(keys).not.toContain(identifier);
    }
  });
});

describe("compareCars", () => {
  const car = (sections: ComparedSections) => sections;

  it("lines the cars up row by row, each label once in the order first listed", () => {
    const [section] = compareCars([
      car({ "Key specs": [{ label: "Year", value: "2021" }, { label: "Seats", value: "5" }] }),
      car({ "Key specs": [{ label: "Doors", value: "3" }, { label: "Year", value: "2023" }] }),
    ]);
    expect(section!.title).toBe("Key specs");
    expect(section!.differing).toEqual([
      { label: "Year", values: ["2021", "2023"] },
      { label: "Seats", values: ["5", null] },
      { label: "Doors", values: [null, "3"] },
    ]);
  });

  it("folds the rows every car shares and keeps those that differ", () => {
    const [price, features] = compareCars([
      car({ Price: [{ label: "Price", value: "$20,000" }], Features: [{ label: "Sunroof", value: "Yes" }, { label: "Tow bar", value: "Yes" }] }),
      car({ Price: [{ label: "Price", value: "$20,000" }], Features: [{ label: "Tow bar", value: "Yes" }] }),
      car({ Price: [{ label: "Price", value: "$20,000" }], Features: [{ label: "Tow bar", value: "Yes" }] }),
    ]);
    expect(price).toEqual({ title: "Price", differing: [], same: [{ label: "Price", values: ["$20,000", "$20,000", "$20,000"] }] });
    expect(labels(features!.differing)).toEqual(["Sunroof"]);
    expect(features!.differing[0]!.values).toEqual(["Yes", null, null]);
    expect(labels(features!.same)).toEqual(["Tow bar"]);
  });

  it("folds nothing for a single car, which has nothing to differ from", () => {
    const [section] = compareCars([car({ Price: [{ label: "Price", value: "$9,990" }] })]);
    expect(section).toEqual({ title: "Price", differing: [{ label: "Price", values: ["$9,990"] }], same: [] });
  });

  it("drops sections no car has lines in, and compares nothing without cars", () => {
    expect(compareCars([car({ Features: [] }), car({ Features: [] })])).toEqual([]);
    expect(compareCars([])).toEqual([]);
  });

  it("compares real cars: the same model at two prices differs on price and odometer only among key specs", () => {
    const a = comparedSections(testCar(), price, now);
    const b = comparedSections(testCar({ id: 2, price: 25990, km: 80000, stocknum: "U9", vin: "X" }), price, now);
    const sections = compareCars([a, b]);
    expect(sections.map((section) => section.title)).toEqual(["Price", "Key specs", "Specifications", "Features"]);
    expect(sections[0]!.differing).toEqual([{ label: "Price", values: ["$27,990", "$25,990"] }]);
    expect(labels(sections[1]!.differing)).toEqual(["Odometer"]);
    expect(sections[3]!.differing).toEqual([]);
  });
});
