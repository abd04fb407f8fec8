import { describe, expect, it } from "vitest";
import { CarIndex } from "../index/car-index.ts";
import { demoStock } from "../../../tests/kit/search/demo-stock.ts";
import { dealershipDirectory } from "./dealership-directory.ts";
import { StockSync } from "./stock-sync.ts";

const dealership = { id: 101, slug: "a", name: "A Motors", city: "Sydney", state: "NSW" };
const now = new Date("2025-03-10T00:00:00Z");
const cars = demoStock([dealership], 40, 5, now).filter((car) => car.status === "in_stock" && car.show_on_dealer_website !== false);

describe("StockSync", () => {
  it("reports each batch once it has reached the index, so searches need not take it in", () => {
    const index = new CarIndex();
    const sizes: number[] = [];
    const sync = new StockSync(index, dealershipDirectory([{ dealerships: [dealership] }]), () => sizes.push(index.size));
    sync.apply(cars.slice(0, 10), [], now.getTime());
    sync.apply(cars.slice(10, 12), [cars[0]!.id], now.getTime());
    expect(sizes).toEqual([10, 11]);
  });

  it("lets the last write of a car in a batch decide whether it is listed", () => {
    const index = new CarIndex();
    const sync = new StockSync(index, dealershipDirectory([{ dealerships: [dealership] }]), () => {});
    const [car] = cars;
    const hidden = { ...car!, show_on_dealer_website: false };
    sync.apply([car!, hidden], [], now.getTime());
    expect(index.size).toBe(0);
    sync.apply([hidden, { ...car!, price: 9_999 }], [], now.getTime());
    expect(index.records.flatMap((record, slot) => (record ? [index.attributesAt(slot).price] : []))).toEqual([9_999]);
  });
});
