import { describe, expect, it } from "vitest";
import { RequestCache } from "./request-cache.ts";

/** Bodies of one length and one ending, differing only at the start: all under one fingerprint. */
const alike = (n: number) => `{"page":${n % 10}${String(n).padStart(3, "0")},"requests":[{"indexName":"Car_production","query":""}]}`;

describe("RequestCache", () => {
  it("finds a value by key and whole body, never another key's or a look-alike body's", () => {
    const cache = new RequestCache<string>(16);
    cache.store(1, "key-a", alike(1), "a1");
    cache.store(1, "key-b", alike(1), "b1");
    cache.store(1, "key-a", alike(2), "a2");
    // Each call makes a fresh copy of the text, as each request parses its own.
    expect(cache.lookup(1, "key-a", alike(1))).toBe("a1");
    expect(cache.lookup(1, "key-b", alike(1))).toBe("b1");
    expect(cache.lookup(1, "key-a", alike(2))).toBe("a2");
    expect(cache.lookup(1, null, alike(1))).toBeUndefined();
    expect(cache.lookup(1, "key-a", alike(3))).toBeUndefined();
  });

  it("empties when the version changes, keeps the last eight look-alikes, and holds nothing at size 0", () => {
    const cache = new RequestCache<number>(16);
    cache.store(1, "k", alike(1), 1);
    expect(cache.lookup(2, "k", alike(1))).toBeUndefined();
    for (let n = 0; n < 10; n++) cache.store(2, "k", alike(n), n);
    expect(cache.lookup(2, "k", alike(0))).toBeUndefined();
    expect(cache.lookup(2, "k", alike(1))).toBeUndefined();
    for (let n = 2; n < 10; n++) expect(cache.lookup(2, "k", alike(n))).toBe(n);
    let made = 0;
    const off = new RequestCache<number>(0);
    for (let i = 0; i < 2; i++) off.get(0, "k", alike(1), () => ++made);
    expect(made).toBe(2);
  });
});
