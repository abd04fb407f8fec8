import { describe, expect, it } from "vitest";
import { cardFacts } from "./card-labels.ts";

const hit = { car_type: "used", item_type: "car", km: 42_000, simple_transmission: "Automatic", simple_fuel: "Petrol" } as const;

describe("cardFacts", () => {
  it("reads the odometer, transmission and fuel of a used car", () => {
    expect(cardFacts(hit)).toEqual(["42,000 km", "Automatic", "Petrol"]);
  });

  it("leaves out the odometer of a new car and of a caravan, which has no engine", () => {
    expect(cardFacts({ ...hit, car_type: "new" })).toEqual(["Automatic", "Petrol"]);
    expect(cardFacts({ ...hit, item_type: "caravan", km: 0, simple_transmission: null, simple_fuel: null })).toEqual([]);
  });
});
