import { describe, expect, it } from "vitest";
import { freezeDeep, keepJson, keepJsonText, writeJson } from "./kept-json.ts";

describe("kept JSON", () => {
  it("writes a value as JSON.stringify does, kept values in it from the JSON kept when they were kept", () => {
    const shared = keepJson({ hits: [{ id: 1, name: "2021 Toyota Corolla" }], nbHits: 1 });
    const payload = { path: "/search/used-cars", blocks: [{ data: { results: shared, url: "x" } }, { data: { results: shared } }], none: undefined, text: '"\u0000</script>' };
    expect(writeJson(payload)).toBe(JSON.stringify(payload));
    expect(JSON.parse(writeJson(payload)).blocks[1].data.results).toEqual(shared);
  });

  it("keeps values from changing once kept, all the way down", () => {
    const shared = keepJson({ hits: [{ id: 1 }] });
    expect(() => shared.hits.push({ id: 2 })).toThrow(TypeError);
    expect(() => Object.assign(shared.hits[0]!, { id: 2 })).toThrow(TypeError);
    expect(Object.isFrozen(freezeDeep({ a: [{ b: 1 }] }).a[0])).toBe(true);
  });

  it("writes a value read from JSON text from that text, inside values kept later too", () => {
    // Spaced as JSON.stringify never writes, so the text seen is the text kept.
    const text = '[{"id": 1}]';
    const results = keepJsonText(JSON.parse(text) as { id: number }[], text);
    expect(Object.isFrozen(results[0])).toBe(true);
    const state = keepJson({ initialResults: { Car: { results, state: { page: 2 } } } });
    expect(writeJson({ serverState: state })).toBe('{"serverState":{"initialResults":{"Car":{"results":[{"id": 1}],"state":{"page":2}}}}}');
  });
});
