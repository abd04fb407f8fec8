import { describe, expect, it } from "vitest";
import { pickBodyTiles } from "./body-tiles.ts";

const counts = [
  { value: "suv", count: 120 },
  { value: "ute", count: 80 },
  { value: "hatch", count: 60 },
  { value: "sedan", count: 40 },
  { value: "cabChassis", count: 10 },
  { value: "van", count: 0 },
];
const common = { limit: 4, custom_limit: 20, custom_bodies: [] };

describe("body-type tiles (spec §9: 4, or 20 with custom bodies)", () => {
  it("shows the four most stocked body types with their counts", () => {
    expect(pickBodyTiles(counts, common)).toEqual([
      { body: "suv", label: "SUV", image: "", count: 120 },
      { body: "ute", label: "Ute", image: "", count: 80 },
      { body: "hatch", label: "Hatch", image: "", count: 60 },
      { body: "sedan", label: "Sedan", image: "", count: 40 },
    ]);
  });

  it("shows the site's own body types in its order, up to 20, leaving out those without stock", () => {
    const custom = {
      ...common,
      custom_bodies: [
        { body: "cabChassis" as const, label: "", image: "/b/cab.svg" },
        { body: "van" as const, label: "", image: "" },
        { body: "suv" as const, label: "4WD & SUV", image: "" },
        ...(["ute", "hatch", "sedan"] as const).map((body) => ({ body, label: "", image: "" })),
      ],
    };
    const tiles = pickBodyTiles(counts, custom);
    expect(tiles.map((tile) => tile.label)).toEqual(["Cab Chassis", "4WD & SUV", "Ute", "Hatch", "Sedan"]);
    expect(tiles[0]).toEqual({ body: "cabChassis", label: "Cab Chassis", image: "/b/cab.svg", count: 10 });
    expect(pickBodyTiles(counts, { ...custom, custom_limit: 2 })).toHaveLength(2);
  });
});
