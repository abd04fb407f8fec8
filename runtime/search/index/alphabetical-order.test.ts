import { describe, expect, it } from "vitest";
import { AlphabeticalOrder } from "./alphabetical-order.ts";

function orderOf(values: string[], order: AlphabeticalOrder): string[] {
  return order.idsInOrder().map((id) => values[id]!);
}

describe("alphabetical order of a facet's values", () => {
  it("places values added a few at a time, and positions follow", () => {
    const values = ["Mazda", "Audi"];
    const order = new AlphabeticalOrder(values);
    expect(orderOf(values, order)).toEqual(["Audi", "Mazda"]);
    values.push("Kia", "BMW");
    expect(orderOf(values, order)).toEqual(["Audi", "BMW", "Kia", "Mazda"]);
    expect([...order.positionsById().slice(0, 4)]).toEqual([3, 0, 2, 1]);
  });

  it("sorts a large batch of new values in one go, in code-unit order", () => {
    const values = Array.from({ length: 200 }, (_, i) => String(1000 - i * 3));
    values.push("a", "B");
    const order = new AlphabeticalOrder(values);
    expect(orderOf(values, order)).toEqual([...values].sort());
  });
});
