import { describe, expect, it } from "vitest";
import { readSearchParams } from "../params/search-params.ts";
import { withStoredFields } from "./stored-fields.ts";
import type { ResolvedEntry } from "./resolve-request.ts";
import type { MultiQueryResponse } from "./multi-query.ts";

const entry = (attributesToRetrieve: string[] | undefined) =>
  ({ request: { params: readSearchParams(attributesToRetrieve ? { attributesToRetrieve } : {}) }, facet: null }) as unknown as ResolvedEntry;

describe("stored-only fields of hits", () => {
  it("are read from storage for the hits whose request names them, and only then", async () => {
    const stored = new Map([[7, { id: 7, images: ["a.jpg"], dealercomments: "Nice" }], [8, { id: 8, images: ["b.jpg"] }]]);
    const lookups: number[][] = [];
    const stock = { getByIds: async (ids: readonly number[]) => (lookups.push([...ids]), ids.flatMap((id) => stored.get(id) ?? []) as never) };
    const response = {
      results: [
        { hits: [{ objectID: "7", make: "Kia" }, { objectID: "8", make: "Mazda" }] },
        { hits: [{ objectID: "7", make: "Kia" }] },
        { facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 1 },
      ],
    } as unknown as MultiQueryResponse;
    await withStoredFields(response, [entry(["make", "images", "dealercomments"]), entry(undefined), entry(["make"])], stock);
    expect(response.results[0]).toEqual({ hits: [{ objectID: "7", make: "Kia", images: ["a.jpg"], dealercomments: "Nice" }, { objectID: "8", make: "Mazda", images: ["b.jpg"] }] });
    expect(response.results[1]).toEqual({ hits: [{ objectID: "7", make: "Kia" }] });
    expect(lookups.map((ids) => [...new Set(ids)].sort())).toEqual([[7, 8]]);
  });

  it("reads the cars of every result's hits in one lookup, and none when no request names a stored-only field", async () => {
    const lookups: number[][] = [];
    const stock = { getByIds: async (ids: readonly number[]) => (lookups.push([...ids]), ids.map((id) => ({ id, images: [`${id}.jpg`] })) as never) };
    const results = () => ({ results: [{ hits: [{ objectID: "1" }, { objectID: "2" }] }, { hits: [{ objectID: "2" }, { objectID: "3" }] }] }) as unknown as MultiQueryResponse;
    const both = await withStoredFields(results(), [entry(["images"]), entry(["images"])], stock);
    expect(lookups).toHaveLength(1);
    expect(both.results[1]).toEqual({ hits: [{ objectID: "2", images: ["2.jpg"] }, { objectID: "3", images: ["3.jpg"] }] });
    await withStoredFields(results(), [entry(["make"]), entry(undefined)], stock);
    expect(lookups).toHaveLength(1);
  });
});
