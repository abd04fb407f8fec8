import { describe, expect, it } from "vitest";
import { FacetColumn } from "../index/facet-column.ts";
import { writeFacets, type NamedValues } from "./facets-json.ts";

/** The facets' JSON, its bytes checked against the text's length in UTF-8. */
function facetsJson(facets: NamedValues[]): string {
  const out = { text: "", bytes: 0 };
  writeFacets(out, facets);
  expect(out.bytes).toBe(Buffer.byteLength(out.text));
  return out.text;
}

function column(values: string[]): FacetColumn {
  const facet = new FacetColumn(false, 64);
  values.forEach((value, slot) => facet.set(slot, value));
  return facet;
}

describe("facets as JSON", () => {
  it("writes each facet's values in the order chosen, escaped and in UTF-8, under names escaped alike", () => {
    const colour = column(["Blanc Nacré", 'Red "Hot"', "日本の青", "Black"]);
    const km = column(["120", "5000"]);
    const text = facetsJson([
      ["colour", { column: colour, ids: [2, 0, 1], counts: [1_234_567_890, 10, 1] }],
      ['odd "name"', { column: km, ids: [1, 0], counts: [99, 100] }],
      ["empty", { column: km, ids: [], counts: [] }],
    ]);
    expect(text).toBe('{"colour":{"日本の青":1234567890,"Blanc Nacré":10,"Red \\"Hot\\"":1},"odd \\"name\\"":{"5000":99,"120":100},"empty":{}}');
  });

  it("writes values added since a column was last written, and no facets as an empty object", () => {
    const make = column(["Kia"]);
    expect(facetsJson([["make", { column: make, ids: [0], counts: [1] }]])).toBe('{"make":{"Kia":1}}');
    make.set(1, "Škoda");
    make.set(2, "Mazda");
    expect(facetsJson([["make", { column: make, ids: [2, 1, 0], counts: [3, 2, 1] }]])).toBe('{"make":{"Mazda":3,"Škoda":2,"Kia":1}}');
    expect(facetsJson([])).toBe("{}");
  });

  it("makes room for answers larger than any before", () => {
    const values = Array.from({ length: 5000 }, (_, i) => `value number ${i} with a long name`);
    const facet = column([]);
    const big = new FacetColumn(false, values.length);
    values.forEach((value, slot) => big.set(slot, value));
    const ids = values.map((_, i) => i);
    const parsed = JSON.parse(facetsJson([["a", { column: facet, ids: [], counts: [] }], ["b", { column: big, ids, counts: ids.map((i) => i + 1) }]]));
    expect(Object.keys(parsed.b)).toHaveLength(5000);
    expect(parsed.b["value number 4999 with a long name"]).toBe(5000);
  });
});
