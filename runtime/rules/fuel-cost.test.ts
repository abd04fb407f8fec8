import { describe, expect, it } from "vitest";
import { DEFAULT_CONSUMPTION_L_PER_100KM, DEFAULT_FUEL_PRICE, DEFAULT_WEEKLY_DISTANCE_KM, fuelConsumption, isElectric, weeklyFuelCost } from "./fuel-cost.ts";

describe("weeklyFuelCost", () => {
  it("computes distance / 100 x consumption x price", () => {
    expect(weeklyFuelCost(DEFAULT_WEEKLY_DISTANCE_KM, DEFAULT_CONSUMPTION_L_PER_100KM, DEFAULT_FUEL_PRICE)).toBeCloseTo(42.5);
    expect(weeklyFuelCost(100, 7.5, 2)).toBeCloseTo(15);
    expect(weeklyFuelCost(0, 7.5, 2)).toBe(0);
  });
});

describe("fuelConsumption", () => {
  it("uses the variant's combined figure when known", () => {
    expect(fuelConsumption(6.4)).toBe(6.4);
    expect(fuelConsumption("5.8")).toBe(5.8);
  });

  it("falls back to 10 L/100km when unknown", () => {
    expect(fuelConsumption(null)).toBe(10);
    expect(fuelConsumption(0)).toBe(10);
    expect(fuelConsumption("n/a")).toBe(10);
  });
});

describe("isElectric", () => {
  it("recognises electric cars", () => {
    expect(isElectric("Electric", "Electric")).toBe(true);
    expect(isElectric(null, "electric")).toBe(true);
    expect(isElectric("EV", null)).toBe(true);
  });

  it("keeps hybrids and combustion cars", () => {
    expect(isElectric("Petrol - Electric Hybrid", "Hybrid")).toBe(false);
    expect(isElectric("Plug-in Hybrid Electric", "PHEV")).toBe(false);
    expect(isElectric("Unleaded Petrol", "Petrol")).toBe(false);
    expect(isElectric(null, null)).toBe(false);
  });
});
