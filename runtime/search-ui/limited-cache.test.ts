import { describe, expect, it } from "vitest";
import { createLimitedCache } from "./limited-cache.ts";

describe("limited response cache (spec §7, §9: manufacturer and dealership search cache 10)", () => {
  it("answers from the cache without calling the search again", async () => {
    const cache = createLimitedCache(10);
    await cache.set({ q: 1 }, { hits: [1] });
    let calls = 0;
    const value = await cache.get({ q: 1 }, async () => ++calls);
    expect(value).toEqual({ hits: [1] });
    expect(calls).toBe(0);
  });

  it("drops the oldest entry when full", async () => {
    const cache = createLimitedCache(10);
    for (let n = 0; n < 11; n++) await cache.set({ q: n }, n);
    expect(await cache.get({ q: 0 }, async () => "missed")).toBe("missed");
    expect(await cache.get({ q: 1 }, async () => "missed")).toBe(1);
    expect(await cache.get({ q: 10 }, async () => "missed")).toBe(10);
  });

  it("keeps the entry read most recently and drops the least recently used", async () => {
    const cache = createLimitedCache(2);
    await cache.set("a", 1);
    await cache.set("b", 2);
    expect(await cache.get("a", async () => "missed")).toBe(1);
    await cache.set("c", 3);
    expect(await cache.get("b", async () => "missed")).toBe("missed");
    expect(await cache.get("a", async () => "missed")).toBe(1);
  });

  it("reports a miss with the fetched value", async () => {
    const cache = createLimitedCache(2);
    const missed: unknown[] = [];
    await cache.get("k", async () => "v", { miss: async (value) => missed.push(value) });
    expect(missed).toEqual(["v"]);
  });
});
