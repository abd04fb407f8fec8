import { describe, expect, it } from "vitest";
import { mergePatch } from "./merge-patch.ts";

describe("mergePatch (RFC 7396)", () => {
  // RFC 7396 Appendix A, every example.
  it.each([
    [{ a: "b" }, { a: "c" }, { a: "c" }],
    [{ a: "b" }, { b: "c" }, { a: "b", b: "c" }],
    [{ a: "b" }, { a: null }, {}],
    [{ a: "b", b: "c" }, { a: null }, { b: "c" }],
    [{ a: ["b"] }, { a: "c" }, { a: "c" }],
    [{ a: "c" }, { a: ["b"] }, { a: ["b"] }],
    [{ a: { b: "c" } }, { a: { b: "d", c: null } }, { a: { b: "d" } }],
    [{ a: [{ b: "c" }] }, { a: [1] }, { a: [1] }],
    [["a", "b"], ["c", "d"], ["c", "d"]],
    [{ a: "b" }, ["c"], ["c"]],
    [{ a: "foo" }, null, null],
    [{ a: "foo" }, "bar", "bar"],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: "b", c: null }, { a: "b" }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ])("merges %j with %j into %j", (target, patch, expected) => {
    expect(mergePatch(target, patch)).toEqual(expected);
  });

  it("keeps the target's key order and appends new keys", () => {
    expect(Object.keys(mergePatch({ a: 1, b: 2, c: 3 }, { d: 4, b: 5 }) as object)).toEqual(["a", "b", "c", "d"]);
  });

  it("changes neither input and shares no object with them", () => {
    const target = { layout: { before: [{ type: "SiteHeader" }] }, pages: { home: { title: "Home" } } };
    const patch = { pages: { about: { title: "About", blocks: [{ type: "Hero" }] } } };
    const before = structuredClone({ target, patch });
    const merged = mergePatch(target, patch) as typeof target & typeof patch;
    expect({ target, patch }).toEqual(before);
    expect(merged.layout).not.toBe(target.layout);
    expect(merged.layout.before[0]).not.toBe(target.layout.before[0]);
    expect(merged.pages.about.blocks).not.toBe(patch.pages.about.blocks);
  });
});
