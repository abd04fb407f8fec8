import { describe, expect, it } from "vitest";
import { demoStock } from "../../../tests/kit/search/demo-stock.ts";
import { CarIndex } from "../index/car-index.ts";
import { carRecord } from "../index/car-record.ts";
import { slotsOf } from "../index/bitset.ts";
import { FilterSets } from "./filter-sets.ts";
import type { Condition, FilterExpression } from "../filters/filter-types.ts";
import type { Car } from "../../types/generated/car.ts";

const cars = demoStock([{ id: 101, slug: "a", name: "A Motors", city: "Sydney", state: "NSW" }], 400, 5, new Date("2025-03-10T00:00:00Z"));
const record = (car: Car) => carRecord(car, { name: "A Motors" });
const make = (value: string, negated = false): Condition => ({ kind: "facet", attribute: "make", value, negated });
const kmBelow = (value: number): Condition => ({ kind: "numeric", attribute: "km", op: "<", value, negated: false });

/** The cars an expression should match, by id, checked against the cars themselves. */
function expected(held: Map<string, Car>, expression: FilterExpression): string[] {
  const holds = (car: Car, condition: Condition) =>
    condition.kind === "facet" ? car.make.toLowerCase() === condition.value.toLowerCase() : condition.kind === "numeric" && car.km < condition.value;
  return [...held.values()]
    .filter((car) => expression.every((group) => group.some((condition) => holds(car, condition) !== condition.negated)))
    .map((car) => String(car.id))
    .sort();
}

describe("cached filter sets across stock changes", () => {
  it("match exactly what the stock holds after cars are added, changed and removed", () => {
    const held = new Map(cars.map((car) => [String(car.id), car]));
    const index = new CarIndex([...held.values()].map(record));
    const sets = new FilterSets(index);
    const common = cars[0]!.make;
    const expressions: FilterExpression[] = [
      [[make(common)]],
      [[make(common, true)]],
      [[make(common), make("Lada")], [kmBelow(50_000)]],
      [[make("Lada")]],
      [[make("Lada", true), kmBelow(10)]],
    ];
    // While the index grows and is rebuilt smaller.
    const matched = (expression: FilterExpression) => [...slotsOf(sets.matching(expression))].map((slot) => index.records[slot]!.objectID).sort();
    const check = () => expressions.forEach((expression) => expect(matched(expression)).toEqual(expected(held, expression)));
    check();
    // "Lada" is a make nobody stocked when the sets were made.
    const changes: Car[] = [{ ...cars[1]!, make: "Lada" }, { ...cars[2]!, make: common, km: 5 }, { ...cars[3]!, id: 999_001, make: "lada" }];
    for (const car of changes) {
      held.set(String(car.id), car);
      index.upsert(record(car));
      check();
    }
    held.delete(String(cars[0]!.id));
    index.remove(String(cars[0]!.id));
    check();
    // Enough changes to grow the index, then to have it rebuilt (renumbering every slot).
    for (const upTo of [1300, 6000]) {
      for (let i = 10; i < upTo; i++) {
        const car = { ...cars[i % cars.length]!, km: i };
        held.set(String(car.id), car);
        index.upsert(record(car));
      }
      check();
    }
  });
});
