import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LIMITS } from "../params/limits.ts";
import { createSearchService } from "./search-service.ts";
import { startSearchServer } from "../../../tests/kit/search/search-server.ts";
import { NOW, startSearchFixture, TENANTS, type SearchFixture } from "../../../tests/kit/search/search-fixture.ts";

let fixture: SearchFixture;
let key: string;
beforeAll(async () => {
  fixture = await startSearchFixture(400);
  key = fixture.service.siteSearchKey(TENANTS.summit);
});
afterAll(() => fixture.close());

/** POSTs a body to a search route over HTTP; the status and the parsed answer. */
async function post(body: string, path = "/1/indexes/*/queries", port = fixture.port): Promise<{ status: number; json: Record<string, unknown> & { message?: string } }> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: "POST",
    headers: { "x-algolia-application-id": "forecourt", "x-algolia-api-key": key },
    body,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const query = (params: Record<string, unknown>) => JSON.stringify({ requests: [{ indexName: "Car_production", ...params }] });

/** Expects a 400 whose message names the limit. */
async function refused(body: string, message: string, path?: string): Promise<void> {
  const { status, json } = await post(body, path);
  expect(status).toBe(400);
  expect(json).toEqual({ status: 400, message: expect.stringContaining(message) });
}

describe("search requests past a limit are refused with a 400 naming the limit", () => {
  it("query text: 512 bytes in UTF-8 and 32 words", async () => {
    expect((await post(query({ query: "é".repeat(256) }))).status).toBe(200);
    await refused(query({ query: "é".repeat(257) }), "query is longer than the limit of 512 bytes");
    expect((await post(query({ query: Array(32).fill("kia").join(" ") }))).status).toBe(200);
    await refused(query({ query: Array(33).fill("kia").join(" ") }), "query has more words than the limit of 32");
    await refused(query({ type: "facet", facet: "make", facetQuery: "x".repeat(513) }), "query is longer than the limit of 512 bytes");
  });

  it("the request body: its size and how deep its JSON nests", async () => {
    await refused(query({ userData: "x".repeat(LIMITS.bodyBytes) }), `The request body is larger than the limit of ${LIMITS.bodyBytes} bytes`);
    let deep: unknown = "x";
    for (let i = 0; i < 40; i++) deep = [deep];
    await refused(query({ userData: deep }), `The request body nests deeper than the limit of ${LIMITS.bodyDepth} levels`);
    await refused(JSON.stringify({ userData: deep }), "nests deeper", "/1/indexes/Car_production/query");
  });

  it("queries in one multi-query: 50", async () => {
    const requests = (n: number) => JSON.stringify({ requests: Array.from({ length: n }, () => ({ indexName: "Car_production", hitsPerPage: 0 })) });
    expect((await post(requests(50))).status).toBe(200);
    await refused(requests(51), "requests holds more queries than the limit of 50");
  });

  it("hitsPerPage: 1000, and pagination to the first 1000 hits", async () => {
    await refused(query({ hitsPerPage: 1001 }), "hitsPerPage must be an integer between 0 and 1000");
    await refused(query({ page: 50, hitsPerPage: 20 }), "pagination limit of the first 1000 hits");
    await refused(query({ offset: 1000, length: 5 }), "pagination limit of the first 1000 hits");
    // Every tenant's stock: more than 1000 cars.
    key = fixture.adminKey;
    const { status, json } = await post(query({ page: 47, hitsPerPage: 21, attributesToRetrieve: [] }));
    key = fixture.service.siteSearchKey(TENANTS.summit);
    expect(status).toBe(200);
    const [result] = json.results as { hits: unknown[]; nbHits: number; nbPages: number }[];
    expect(result!.nbHits).toBeGreaterThan(1000);
    // The last page that can be reached stops at the 1000th hit, and no page past it is counted.
    expect(result!.hits).toHaveLength(1000 - 47 * 21);
    expect(result!.nbPages).toBe(48);
  });

  it("filters: length, nesting depth and the conditions of the filter arrays", async () => {
    await refused(query({ filters: `make:"${"x".repeat(LIMITS.filtersLength)}"` }), `filters is longer than the limit of ${LIMITS.filtersLength} characters`);
    const nested = (depth: number) => `${"(".repeat(depth)}make:Toyota${")".repeat(depth)}`;
    expect((await post(query({ filters: nested(8) }))).status).toBe(200);
    await refused(query({ filters: nested(9) }), "parentheses nested deeper than the limit of 8");
    await refused(query({ filters: nested(2100) }), "filters is longer than the limit");
    const conditions = (n: number) => [Array.from({ length: n }, (_, i) => `make:M${i}`)];
    expect((await post(query({ facetFilters: conditions(512) }))).status).toBe(200);
    await refused(query({ facetFilters: conditions(513) }), "more conditions than the limit of 512");
  });

  it("facets requested: 100; maxValuesPerFacet: 1000", async () => {
    const facets = (n: number) => Array.from({ length: n }, (_, i) => `attribute_${i}`);
    expect((await post(query({ facets: facets(100), hitsPerPage: 0 }))).status).toBe(200);
    await refused(query({ facets: facets(101) }), "facets names more facets than the limit of 100");
    await refused(query({ facets: ["make"], maxValuesPerFacet: 1001 }), "maxValuesPerFacet must be an integer between 0 and 1000");
  });

  it("a huge word is searched (no typo work past 32 letters) and answered, not failed", async () => {
    const { status, json } = await post(query({ query: "toyota".repeat(80) }));
    expect(status).toBe(200);
    expect((json.results as { nbHits: number }[])[0]!.nbHits).toBe(0);
  });
});

describe("the answer size", () => {
  it("is capped: an answer past the limit is a 400 naming it, on every search route", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "search-limits-"));
    const service = await createSearchService({ stock: fixture.stock, dataDir, now: () => NOW, sites: Object.values(TENANTS), env: {}, answerLimitBytes: 20_000, stockPollMs: 0 });
    const server = await startSearchServer(service);
    try {
      key = service.siteSearchKey(TENANTS.summit);
      expect((await post(query({ hitsPerPage: 2 }), undefined, server.port)).status).toBe(200);
      for (const path of ["/1/indexes/*/queries", "/1/indexes/Car_production/query"]) {
        const body = path.endsWith("queries") ? query({ hitsPerPage: 200 }) : JSON.stringify({ hitsPerPage: 200 });
        const { status, json } = await post(body, path, server.port);
        expect(status).toBe(400);
        expect(json.message).toContain("The answer is larger than the limit of 20000 bytes");
      }
    } finally {
      key = fixture.service.siteSearchKey(TENANTS.summit);
      service.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("a multi-query of many searches", () => {
  it("gives the event loop a turn between its searches", async () => {
    const requests = Array.from({ length: 20 }, () => ({ indexName: "Car_production", facets: ["*"], hitsPerPage: 20 }));
    let turns = 0;
    let answered = false;
    const count = () => {
      if (answered) return;
      turns++;
      setImmediate(count);
    };
    const answer = fixture.service.searchJson(JSON.stringify({ requests }), key).then(() => (answered = true));
    setImmediate(count);
    await answer;
    // Without a turn between searches the count would not pass one.
    expect(turns).toBeGreaterThan(requests.length / 2);
  });
});

describe("a refused search", () => {
  it("is logged as one line naming its status, path and message, never its API key", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await refused(query({ hitsPerPage: 1001 }), "hitsPerPage");
      const lines = logged.mock.calls.map((args) => args.join(" "));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/refused 400 POST .*url="\/1\/indexes\/\*\/queries".*hitsPerPage/);
      expect(lines[0]).not.toContain("\n");
      expect(lines[0]).not.toContain(key);
    } finally {
      logged.mockRestore();
    }
  });
});
