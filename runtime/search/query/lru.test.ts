import { describe, expect, it } from "vitest";
import { VersionedLru } from "./lru.ts";

const fill = (cache: VersionedLru<number>, entries: [string, number][]) => entries.forEach(([key, value]) => cache.get(1, key, () => value));

describe("VersionedLru", () => {
  it("evicts the oldest entry not read since it was stored", () => {
    const cache = new VersionedLru<number>(2);
    fill(cache, [["a", 1], ["b", 2]]);
    expect(cache.lookup(1, "a")).toBe(1);
    fill(cache, [["c", 3]]);
    expect(cache.lookup(1, "b")).toBeUndefined();
    expect(cache.lookup(1, "a")).toBe(1);
    expect(cache.lookup(1, "c")).toBe(3);
  });

  it("evicts in order of storing when every entry was read", () => {
    const cache = new VersionedLru<number>(2);
    fill(cache, [["a", 1], ["b", 2]]);
    cache.lookup(1, "a");
    cache.lookup(1, "b");
    fill(cache, [["c", 3]]);
    expect([cache.lookup(1, "a"), cache.lookup(1, "b"), cache.lookup(1, "c")]).toEqual([undefined, 2, 3]);
  });

  it("forgets everything when the version changes, and keeps nothing with a limit of 0", () => {
    const cache = new VersionedLru<number>(2);
    expect(cache.get(1, "a", () => 1)).toBe(1);
    expect(cache.get(1, "a", () => 9)).toBe(1);
    expect(cache.lookup(2, "a")).toBeUndefined();
    const off = new VersionedLru<number>(0);
    expect(off.get(1, "a", () => 1)).toBe(1);
    expect(off.lookup(1, "a")).toBeUndefined();
  });
});
