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
    const asked: number[] = [];
    const stock = { getById: async (id: number) => (asked.push(id), stored.get(id) as never) };
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
    expect(asked.sort()).toEqual([7, 8]);
  });
});
