import { describe, expect, it } from "vitest";
import { VersionedLru } from "./lru.ts";

const fill = (cache: VersionedLru<number>, entries: [string, number][]) => entries.forEach(([key, value]) => cache.get(1, key, () => value));

describe("VersionedLru", () => {
  it("evicts the least recently used entry", () => {
    const cache = new VersionedLru<number>(2);
    fill(cache, [["a", 1], ["b", 2]]);
    expect(cache.lookup(1, "a")).toBe(1);
    fill(cache, [["c", 3]]);
    expect(cache.lookup(1, "b")).toBeUndefined();
    expect(cache.lookup(1, "a")).toBe(1);
    expect(cache.lookup(1, "c")).toBe(3);
  });

  it("counts a read as a use when choosing what to evict", () => {
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

describe("VersionedLru bounded by bytes", () => {
  it("evicts the least recently used values to stay within its bytes, and keeps no value larger than them", () => {
    const cache = new VersionedLru<string>(100, { maxBytes: 10, sizeOf: (value) => value.length });
    cache.store(1, "a", "aaaa");
    cache.store(1, "b", "bbbb");
    cache.lookup(1, "a");
    cache.store(1, "c", "cccc");
    expect([cache.lookup(1, "a"), cache.lookup(1, "b"), cache.lookup(1, "c")]).toEqual(["aaaa", undefined, "cccc"]);
    cache.store(1, "big", "x".repeat(11));
    expect(cache.lookup(1, "big")).toBeUndefined();
    expect(cache.lookup(1, "a")).toBe("aaaa");
  });
});
