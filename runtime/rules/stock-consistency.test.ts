import { describe, expect, it } from "vitest";
import { stockInconsistencies } from "./stock-consistency.ts";

const locations = [
  { id: 1, name: "Summit Trucks - Sales", vehicle_kinds: ["truck"] },
  { id: 2, name: "Summit Used - Sales", vehicle_kinds: ["car", "caravan"] },
] as const;
const caravan = (tare: number | null, aggregate: number | null) => ({
  item_type: "caravan" as const,
  location_id: 2,
  specifications: { tare_weight: tare, aggregate_trailer_mass: aggregate },
});

describe("stockInconsistencies", () => {
  it("accepts a vehicle at a location that sells its kind, and a caravan lighter empty than loaded", () => {
    expect(stockInconsistencies({ item_type: "truck", location_id: 1, specifications: null }, locations)).toEqual([]);
    expect(stockInconsistencies(caravan(1800, 2500), locations)).toEqual([]);
  });

  it("names a vehicle at a location that does not sell its kind", () => {
    expect(stockInconsistencies({ item_type: "motorcycle", location_id: 1, specifications: null }, locations))
      .toEqual([{ pointer: "/location_id", message: "Summit Trucks - Sales does not sell a motorcycle" }]);
  });

  it("names a caravan whose tare is not below its aggregate trailer mass", () => {
    expect(stockInconsistencies(caravan(2500, 2500), locations)).toEqual([
      { pointer: "/specifications/tare_weight", message: "tare 2500 kg is not below the aggregate trailer mass 2500 kg" },
    ]);
    expect(stockInconsistencies(caravan(null, 2500), locations)).toEqual([]);
  });

  it("leaves a car at no known location alone", () => {
    expect(stockInconsistencies({ item_type: "car", location_id: null, specifications: null }, locations)).toEqual([]);
  });
});
