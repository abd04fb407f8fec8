import { describe, expect, it } from "vitest";
import { MASK_IDS, ValueLists } from "./value-lists.ts";

const listOf = (lists: ValueLists, slot: number) => [...lists.ids.subarray(lists.starts[slot]!, lists.starts[slot]! + lists.lengths[slot]!)];

describe("value lists", () => {
  it("keep each slot's ids through growth, replacement and clearing", () => {
    const lists = new ValueLists(2);
    lists.set(0, [3, 1]);
    lists.set(1, []);
    lists.grow(2000);
    for (let slot = 2; slot < 2000; slot++) lists.set(slot, [slot, slot + 1]);
    expect(listOf(lists, 0)).toEqual([3, 1]);
    expect(listOf(lists, 1)).toEqual([]);
    expect(listOf(lists, 1999)).toEqual([1999, 2000]);
    lists.set(0, [7]);
    expect(listOf(lists, 0)).toEqual([7]);
    expect(lists.has(0, 7)).toBe(true);
    expect(lists.has(0, 3)).toBe(false);
    lists.clear(1999);
    expect(lists.has(1999, 1999)).toBe(false);
    expect(listOf(lists, 1998)).toEqual([1998, 1999]);
  });

  it("keep ids as bits while every id fits in one, and stop once one does not", () => {
    const lists = new ValueLists(4);
    lists.set(0, [0, 31]);
    lists.set(1, [5]);
    expect(lists.masks![0]).toBe(2 ** 31 + 1);
    expect(lists.has(0, 31)).toBe(true);
    expect(lists.has(1, 31)).toBe(false);
    lists.clear(1);
    expect(lists.masks![1]).toBe(0);
    lists.grow(8);
    expect(lists.masks![0]).toBe(2 ** 31 + 1);
    lists.set(2, [3, MASK_IDS]);
    expect(lists.masks).toBeNull();
    expect(lists.has(2, MASK_IDS)).toBe(true);
    expect(lists.has(0, 31)).toBe(true);
    expect(lists.has(0, 5)).toBe(false);
  });
});
