import { describe, expect, it } from "vitest";
import { rememberViewed, viewedRecord, type ViewedCar } from "./recently-viewed.ts";

const record = (id: number): ViewedCar => ({ id, stocknum: `S${id}`, make: "Toyota", model: "Corolla", body: "Hatchback", simple_body: "hatchback" });

describe("viewedRecord", () => {
  it("keeps id, stocknum, make, model, body and simple_body", () => {
    expect(viewedRecord({ id: 7, stocknum: "A1", make: "Kia", model: "Sportage", bodyconfiguration: null, simple_body: "suv" }))
      .toEqual({ id: 7, stocknum: "A1", make: "Kia", model: "Sportage", body: "SUV", simple_body: "suv" });
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
