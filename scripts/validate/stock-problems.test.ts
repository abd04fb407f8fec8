import { describe, expect, it } from "vitest";
import { loadSites } from "../../runtime/site/load-sites.ts";
import { generateSiteStock } from "../../runtime/demo/stock/generate.ts";
import type { Car, Site } from "../../runtime/types/index.ts";
import { stockProblems } from "./stock-problems.ts";

const { sites } = await loadSites({ sitesDir: "sites", files: ["sites/reliable-used-cars.json"] });
const site = sites[0]!.site;
const stock = generateSiteStock(site);

describe("stockProblems (npm run validate checks the demo stock too)", () => {
  it("checks every generated car of a site and finds the demo stock valid", () => {
    expect(stockProblems(site, () => stock)).toEqual({ checked: stock.length, lines: [] });
    expect(stock.length).toBe(site.demo_stock.count);
  });

  it("reports each invalid car as stock:{site}:{id}  /pointer  message", () => {
    const broken = stock.slice(0, 3).map((car, index): Car => (index === 1 ? { ...car, vin: "NOT-A-VIN", km: -5 } : car));
    const { checked, lines } = stockProblems(site, () => broken);
    expect(checked).toBe(3);
    expect(lines).toHaveLength(2);
    expect(lines.some((line) => line.startsWith(`stock:reliable-used-cars:${broken[1]!.id}  /vin  `))).toBe(true);
    expect(lines.some((line) => line.startsWith(`stock:reliable-used-cars:${broken[1]!.id}  /km  must be at least 0`))).toBe(true);
  });

  it("reports a car at a location that does not sell its kind, and a caravan heavier empty than loaded", () => {
    const car = stock[0]!;
    const motorcycle: Car = { ...car, item_type: "motorcycle", simple_body: null };
    const caravan: Car = { ...car, item_type: "caravan", specifications: { tare_weight: 2600, aggregate_trailer_mass: 2400 } };
    const { lines } = stockProblems({ ...site, locations: site.locations.map((each) => ({ ...each, vehicle_kinds: ["car", "caravan"] })) }, () => [motorcycle, caravan]);
    expect(lines).toEqual([
      `stock:reliable-used-cars:${car.id}  /location_id  ${car.location?.name} does not sell a motorcycle`,
      `stock:reliable-used-cars:${car.id}  /specifications/tare_weight  tare 2600 kg is not below the aggregate trailer mass 2400 kg`,
    ]);
  });

  it("reports a generator that fails instead of crashing", () => {
    const failing = (_site: Site): Car[] => {
      throw new Error("no models for these makes");
    };
    expect(stockProblems(site, failing)).toEqual({
      checked: 0,
      lines: ["stock:reliable-used-cars  /  the demo stock generator failed: no models for these makes"],
    });
  });
});
