import { describe, expect, it } from "vitest";
import { rememberViewed, storedViewedCars, viewedRecord, type ViewedCar } from "./recently-viewed.ts";

const record = (id: number): ViewedCar => ({ id, stocknum: `S${id}`, make: "Toyota", model: "Corolla", body: "Hatchback", simple_body: "hatchback" });

describe("viewedRecord", () => {
  it("keeps id, stocknum, make, model, body and simple_body, and the slug and name to link back", () => {
    const car = { id: 7, stocknum: "A1", make: "Kia", model: "Sportage", bodyconfiguration: null, simple_body: "suv" as const, slug: "kia-7", name: "2024 Kia Sportage S" };
    expect(viewedRecord(car))
      .toEqual({ id: 7, stocknum: "A1", make: "Kia", model: "Sportage", body: "SUV", simple_body: "suv", slug: "kia-7", name: "2024 Kia Sportage S" });
  });
});

describe("rememberViewed", () => {
  it("puts the newest first without duplicates", () => {
    expect(rememberViewed([record(1), record(2)], record(2)).map((r) => r.id)).toEqual([2, 1]);
  });

  it("keeps at most the limit", () => {
    const list = [1, 2, 3].map(record);
    expect(rememberViewed(list, record(4), 3).map((r) => r.id)).toEqual([4, 1, 2]);
  });
});

describe("storedViewedCars", () => {
  it("keeps records with an id, at most the limit, and reads anything else as empty", () => {
    expect(storedViewedCars([record(1), { make: "Kia" }, 4, record(2)])).toEqual([record(1), record(2)]);
    expect(storedViewedCars(Array.from({ length: 12 }, (_, i) => record(i + 1)))).toHaveLength(10);
    expect(storedViewedCars("junk")).toEqual([]);
  });
});
