import { describe, expect, it } from "vitest";
import { bodyLabel, searchSlug, similarCarsTitle, vehicleTitle } from "./vehicle-naming.ts";

describe("vehicleTitle", () => {
  it("reads 'year make model' over 'badge series'", () => {
    expect(vehicleTitle({ year: 2021, make: "Toyota", model: "Corolla", badge: "Ascent Sport", series: "ZWE211R" }))
      .toEqual({ title: "2021 Toyota Corolla", subtitle: "Ascent Sport ZWE211R" });
  });

  it("leaves out a missing badge or series", () => {
    expect(vehicleTitle({ year: 2019, make: "Mazda", model: "CX-5", badge: null, series: "KF" }).subtitle).toBe("KF");
    expect(vehicleTitle({ year: 2019, make: "Mazda", model: "CX-5", badge: " ", series: null }).subtitle).toBe("");
  });
});

describe("similarCarsTitle", () => {
  it("says 'Similar {vehicle type}s In-Stock', or 'Available' on subscription sites", () => {
    expect(similarCarsTitle("car", false)).toBe("Similar Cars In-Stock");
    expect(similarCarsTitle("caravan", false)).toBe("Similar Caravans In-Stock");
    expect(similarCarsTitle("car", true)).toBe("Similar Cars Available");
  });
});

describe("bodyLabel and searchSlug", () => {
  it("labels body types for shoppers", () => {
    expect(bodyLabel("cabChassis")).toBe("Cab Chassis");
    expect(bodyLabel("suv")).toBe("SUV");
    expect(bodyLabel(null)).toBeNull();
  });

  it("slugs make and model names", () => {
    expect(searchSlug("Land Rover")).toBe("land-rover");
    expect(searchSlug("CX-5")).toBe("cx-5");
    expect(searchSlug("Rolls & Royce ")).toBe("rolls-royce");
  });
});
