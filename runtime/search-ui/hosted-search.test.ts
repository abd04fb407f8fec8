import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeAlgolia } from "../../tests/kit/search/fake-algolia.ts";
import type { SearchService } from "../search/service/search-service.ts";
import type { Site } from "../types/index.ts";
import { searchClientFor } from "./browser-client.ts";
import { loadBlockSearch } from "./server-search.ts";
import { searchSite } from "../../tests/kit/search-ui/test-search.ts";

// The search a page's blocks and the browser run for a site switched to hosted Algolia.
const embedded = {
  search: () => Promise.reject(new Error("the embedded service was asked")),
  siteSearchKey: () => { throw new Error("the embedded service made a key"); },
} as unknown as SearchService;

let fake: Awaited<ReturnType<typeof startFakeAlgolia>>;
let site: Site;
beforeAll(async () => {
  fake = await startFakeAlgolia([{ objectID: "7", id: 7, make: "Kia" }]);
  site = { ...searchSite(), search: { host: fake.host, app_id: "HOSTEDAPP", public_key: "hosted-search-key", index: "Cars_live", price_ascending_excludes_zero: false } } as unknown as Site;
});
afterAll(() => fake.close());
beforeEach(() => void fake.received.splice(0));

describe("search blocks and the browser client on a hosted index", () => {
  it("a block loader searches the hosted index with the public key, and hands the browser that host", async () => {
    const data = await loadBlockSearch({ site, services: { search: embedded }, url: new URL("http://harbour-motors.localhost/") }, [
      { query: "", hitsPerPage: 3 },
    ]);
    expect(data.client).toEqual({ host: fake.host, appId: "HOSTEDAPP", apiKey: "hosted-search-key", indexName: "Cars_live" });
    expect(data.results[0]!.hits).toEqual([{ objectID: "7", id: 7, make: "Kia" }]);
    expect(fake.received.map((entry) => [entry.apiKey, entry.appId, entry.requests[0]!.indexName])).toEqual([["hosted-search-key", "HOSTEDAPP", "Cars_live"]]);
  });

  it("the browser's client calls the configured host, not the page's own origin", async () => {
    const client = searchClientFor(
      { host: fake.host, appId: "HOSTEDAPP", apiKey: "hosted-search-key", indexName: "Cars_live" },
      { pageUrl: "http://harbour-motors.localhost:9/search", cacheSize: 5 },
    );
    const { results } = await client.search({ requests: [{ indexName: "Cars_live", query: "kia" }] });
    expect((results[0] as { hits: unknown[] }).hits).toHaveLength(1);
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]).toMatchObject({ path: "/1/indexes/*/queries", apiKey: "hosted-search-key", appId: "HOSTEDAPP" });
  });
});
