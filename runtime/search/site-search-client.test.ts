import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { searchClientConfig, serverSearchClient, type SearchSite } from "./site-search-client.ts";
import { similarCars } from "../vehicle/similar-cars.ts";
import { startFakeAlgolia } from "../../tests/kit/search/fake-algolia.ts";
import type { SearchService } from "./service/search-service.ts";

// A site switched to hosted Algolia (search.host, search.public_key) must search there, never in the embedded
// service: the service stands in as one that fails if asked anything.
const embedded = {
  indexName: "Car_production",
  search: () => Promise.reject(new Error("the embedded service was asked")),
  searchJson: () => Promise.reject(new Error("the embedded service was asked")),
  securedKey: () => { throw new Error("the embedded service made a key"); },
  siteSearchKey: () => { throw new Error("the embedded service made a key"); },
} as unknown as SearchService;

const HITS = [
  { objectID: "7", id: 7, make: "Kia", model: "Sportage", price: 31_990 },
  { objectID: "8", id: 8, make: "Mazda", model: "CX-5", price: 29_990 },
];

let fake: Awaited<ReturnType<typeof startFakeAlgolia>>;
let site: SearchSite;
beforeAll(async () => {
  fake = await startFakeAlgolia(HITS);
  site = { dealerships: [{ id: 101 }, { id: 102 }], search: { host: fake.host, app_id: "HOSTEDAPP", public_key: "hosted-search-key", index: "Cars_live" } };
});
afterAll(() => fake.close());
beforeEach(() => void fake.received.splice(0));

describe("a site on hosted Algolia (search.host and search.public_key)", () => {
  it("is reached with its own app id, public key and index", () => {
    expect(searchClientConfig(site, embedded)).toEqual({ host: fake.host, appId: "HOSTEDAPP", apiKey: "hosted-search-key", indexName: "Cars_live" });
  });

  it("is searched over HTTP at that host by the server, with the public key", async () => {
    const client = serverSearchClient(searchClientConfig(site, embedded), embedded);
    const { results } = await client.search({ requests: [{ indexName: "Cars_live", query: "kia", hitsPerPage: 5 }] });
    expect(results[0].hits.map((hit: { objectID: string }) => hit.objectID)).toEqual(["7", "8"]);
    expect(fake.received).toEqual([
      { path: "/1/indexes/*/queries", apiKey: "hosted-search-key", appId: "HOSTEDAPP", requests: [{ indexName: "Cars_live", query: "kia", hitsPerPage: 5 }] },
    ]);
  });

  it("gets its similar cars from the hosted index too, confined to its dealerships", async () => {
    const searchResults = { used_stock: { scope: "used-searches" as const, sold_within_days: 3, exclude_stocknums: [], exclude_makes: [] } };
    const similarSite = { ...site, search: { ...site.search, price_ascending_excludes_zero: false }, search_results: searchResults };
    const hits = await similarCars(embedded, { id: 8, make: "Mazda", model: "CX-5", price: 30_000 }, similarSite);
    expect(hits.map((hit) => hit.objectID)).toEqual(["7"]);
    expect(fake.received).toHaveLength(1);
    const [sameModel, anyModel] = fake.received[0]!.requests;
    expect(fake.received[0]!.apiKey).toBe("hosted-search-key");
    expect(sameModel).toMatchObject({ indexName: "Cars_live", hitsPerPage: 10 });
    expect(sameModel!.filters).toBe(
      "(dealership_id:101 OR dealership_id:102) AND make:\"Mazda\" AND model:\"CX-5\" AND (status:in_stock OR status:coming_soon) AND price:20000 TO 40000 AND NOT id:8",
    );
    expect(anyModel!.filters).toBe("(dealership_id:101 OR dealership_id:102) AND (status:in_stock OR status:coming_soon) AND price:20000 TO 40000 AND NOT id:8");
  });

  it("without a host stays on the embedded service, in-process", async () => {
    const local = { ...site, search: { ...site.search, host: null, public_key: null } };
    const service = { ...embedded, siteSearchKey: () => "secured-key", searchJson: async () => JSON.stringify({ results: [{ hits: HITS }] }) } as unknown as SearchService;
    const config = searchClientConfig(local, service);
    expect(config.apiKey).toBe("secured-key");
    expect((await serverSearchClient(config, service).search({ requests: [] })).results[0].hits).toHaveLength(2);
    expect(fake.received).toEqual([]);
  });
});
