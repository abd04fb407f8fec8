import { describe, expect, it } from "vitest";
import { multiQueryJson, type MultiQueryAnswer } from "./multi-query.ts";

const answer = (results: unknown[], texts: (string | undefined)[]) => ({ results, texts }) as unknown as MultiQueryAnswer;

describe("the multi-query answer's JSON", () => {
  it("is the answer serialised, from each result's measured text, serialising again only the results that changed since", async () => {
    const results = [{ hits: [{ objectID: "1" }] }, { hits: [{ objectID: "2", images: ["a.jpg"] }] }, { facetHits: [] }];
    const measured = [JSON.stringify(results[0]), JSON.stringify({ hits: [{ objectID: "2" }] }), undefined];
    expect(await multiQueryJson(answer(results, measured), (position) => position === 1)).toBe(JSON.stringify({ results }));
    // A text it is told is current is used as it is: nothing is serialised twice.
    expect(await multiQueryJson(answer([{ a: 1 }], ['{"a":"as measured"}']), () => false)).toBe('{"results":[{"a":"as measured"}]}');
    expect(await multiQueryJson(answer([], []), () => false)).toBe(JSON.stringify({ results: [] }));
  });
});
