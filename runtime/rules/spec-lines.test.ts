import { describe, expect, it } from "vitest";
import { feetToMetres, formatNumber, specLines } from "./spec-lines.ts";

describe("specLines", () => {
  it("omits empty values and keeps zero", () => {
    expect(specLines([["Colour", "White"], ["Seats", null], ["Doors", undefined], ["Rego", "  "], ["Cylinders", 0]]))
      .toEqual([{ label: "Colour", value: "White" }, { label: "Cylinders", value: "0" }]);
  });

  it("formats numbers with thousands separators and units", () => {
    expect(specLines([["Odometer", 45210, "km"], ["Fuel consumption", 6.4, "L/100km"]]))
      .toEqual([{ label: "Odometer", value: "45,210 km" }, { label: "Fuel consumption", value: "6.4 L/100km" }]);
  });

  it("shows booleans as Yes or No", () => {
    expect(specLines([["Certified", true], ["Reserved", false]])).toEqual([
      { label: "Certified", value: "Yes" },
      { label: "Reserved", value: "No" },
    ]);
  });
});

describe("formatNumber", () => {
  it("groups thousands and keeps up to two decimals", () => {
    expect(formatNumber(1234567.891)).toBe("1,234,567.89");
    expect(formatNumber(999)).toBe("999");
  });
});

describe("feetToMetres", () => {
  it("converts with 0.3048 to two decimals", () => {
    expect(feetToMetres(1)).toBe(0.3);
    expect(feetToMetres(10)).toBe(3.05);
    expect(feetToMetres(24)).toBe(7.32);
    expect(feetToMetres(0)).toBe(0);
    expect(feetToMetres(null)).toBeNull();
  });
});
