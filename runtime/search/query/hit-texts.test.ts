import { describe, expect, it } from "vitest";
import { demoStock } from "../../../tests/kit/search/demo-stock.ts";
import { CarIndex } from "../index/car-index.ts";
import { carRecord, listingOf } from "../index/car-record.ts";
import { HitTexts } from "./hit-texts.ts";

const cars = demoStock([{ id: 101, slug: "a", name: "A Motors", city: "Sydney", state: "NSW" }], 40, 5, new Date("2025-03-10T00:00:00Z"));
const record = (index: number, fields: object = {}) => carRecord({ ...cars[index]!, ...fields }, { name: "A Motors" });

/** Each live slot's hit text for the list, parsed. */
function liveTexts(index: CarIndex, texts: HitTexts, attributes: string[]): [number, unknown][] {
  const out: [number, unknown][] = [];
  index.records.forEach((held, slot) => held && out.push([slot, JSON.parse(texts.textOf(slot, held, attributes, attributes.join(",")))]));
  return out;
}

describe("hit texts by slot", () => {
  it("writes each attribute list's text of a slot, and the whole listing without a list", () => {
    const index = new CarIndex(cars.map((_, i) => record(i)));
    const texts = new HitTexts(index);
    const lists = [["price"], ["make", "model"], ["km"], ["year"], ["colour"], ["price", "km"]];
    for (let round = 0; round < 2; round++) {
      for (const list of lists) {
        for (const [slot, text] of liveTexts(index, texts, list)) {
          const car = index.records[slot]!.car as unknown as Record<string, unknown>;
          expect(text).toEqual({ objectID: String(car.id), ...Object.fromEntries(list.map((name) => [name, car[name]])) });
        }
      }
    }
    index.records.forEach((held, slot) => held && expect(JSON.parse(texts.textOf(slot, held, null, null))).toEqual(listingOf(held)));
  });

  it("shows a changed car's new values, and each slot's own record once the index is rebuilt", () => {
    const index = new CarIndex(cars.map((_, i) => record(i)));
    const texts = new HitTexts(index);
    const prices = (list: [number, unknown][]) => list.map(([slot, text]) => [index.records[slot]!.car.price, (text as { price: number }).price]);
    liveTexts(index, texts, ["price"]);
    index.upsert(record(0, { price: 12_345 }));
    expect(liveTexts(index, texts, ["price"]).map(([, text]) => text)).toContainEqual({ objectID: String(cars[0]!.id), price: 12_345 });
    // Enough changes that dead slots outnumber live ones: the index is rebuilt and its slots numbered afresh.
    const generation = index.generation;
    for (let change = 1; index.generation === generation; change++) index.upsert(record(change % cars.length, { price: 10_000 + change }));
    for (const [price, written] of prices(liveTexts(index, texts, ["price"]))) expect(written).toBe(price);
  });
});
