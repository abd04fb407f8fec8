import { describe, expect, it } from "vitest";
import { demoStock } from "../../../tests/kit/search/demo-stock.ts";
import { CarIndex } from "./car-index.ts";
import { carRecord, type RecordAttributes } from "./car-record.ts";

const dealerships = [101, 102, 103].map((id) => ({ id, slug: `d${id}`, name: `Dealer ${id}`, city: "Sydney", state: "NSW" }));
const cars = demoStock(dealerships, 80, 9, new Date("2025-03-10T00:00:00Z"));
const records = (list = cars) => list.map((car) => carRecord(car, { name: "Dealer" }));

/** The records' attributes in slot order. */
function bySlot(index: CarIndex): RecordAttributes[] {
  return index.records.flatMap((record, slot) => (record ? [index.attributesAt(slot)] : []));
}

/** Dealership, make, model and body as one text that sorts as they should (dealership ids here have 3 digits). */
const clusterKey = (car: RecordAttributes) => [car.dealership_id, car.make, car.model, car.simple_body ?? ""].join("\u0000");
const sorted = (keys: string[]) => [...keys].sort();

describe("cluster order", () => {
  it("gives a batch's cars neighbouring slots by dealership, make, model and body", () => {
    const shuffled = [...records()].reverse();
    const index = new CarIndex(shuffled);
    const keys = bySlot(index).map(clusterKey);
    expect(keys).toEqual(sorted(keys));
    // Each dealership, and each make within it, is one run of slots.
    const runs = new Set<string>();
    let previous = "";
    for (const key of keys) {
      const run = key.split("\u0000").slice(0, 2).join(" ");
      if (run !== previous) expect(runs.has(run)).toBe(false);
      runs.add(run);
      previous = run;
    }
  });

  it("orders a later batch within itself and keeps the last of a car written twice", () => {
    const index = new CarIndex(records(cars.slice(0, 100)));
    const later = records(cars.slice(100, 160));
    const rewritten = carRecord({ ...cars[120]!, price: 12_345 }, { name: "Dealer" });
    index.upsertAll([...later, rewritten].reverse().concat(rewritten));
    const tail = bySlot(index).slice(100);
    expect(tail).toHaveLength(60);
    expect(tail.map(clusterKey)).toEqual(sorted(later.map((record) => clusterKey(record.attributes))));
    expect(tail.find((car) => String(car.id) === rewritten.objectID)!.price).toBe(12_345);
  });
});
