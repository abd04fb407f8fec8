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
