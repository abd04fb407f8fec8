import { describe, expect, it } from "vitest";
import { responseShape, WHOLE_RESPONSE } from "./response-fields.ts";

describe("responseFields", () => {
  it("keeps every field when absent or *, and only the named ones otherwise", () => {
    expect(responseShape(null)).toBe(WHOLE_RESPONSE);
    expect(responseShape(["hits", "*"])).toBe(WHOLE_RESPONSE);
    // userData is Algolia's (this service never sends it); exhaustiveNbHits always comes.
    const shape = responseShape(["hits", "nbHits", "facets_stats", "userData", "exhaustiveNbHits"]);
    expect(Object.entries(shape).filter(([, kept]) => kept).map(([field]) => field).sort()).toEqual(["facets_stats", "hits", "nbHits"]);
    expect(Object.values(responseShape([])).some(Boolean)).toBe(false);
  });

  it("refuses a field Algolia's list does not have, naming it", () => {
    expect(() => responseShape(["hits", "nbhits"])).toThrow('responseFields: unknown field "nbhits"');
  });
});
