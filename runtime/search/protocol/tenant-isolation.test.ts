import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { algoliasearch } from "algoliasearch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isListed } from "../../rules/listing-visibility.ts";
import { loadSites } from "../../site/load-sites.ts";
import { seedDemoStock } from "../../demo/stock/seed.ts";
import { generateSecuredApiKey } from "../keys/secured-key.ts";
import { createSearchService, type SearchService } from "../service/search-service.ts";
import { memoryStock } from "../../../tests/kit/stock-fixtures.ts";
import { startSearchServer } from "../../../tests/kit/search/search-server.ts";
import { NOW } from "../../../tests/kit/search/search-fixture.ts";
import type { Site } from "../../types/index.ts";
import type { Car } from "../../types/generated/car.ts";

let sites: Site[];
let cars: Car[];
let service: SearchService;
let server: { port: number; close(): Promise<void> };
const clock = { now: NOW };

beforeAll(async () => {
  const loaded = await loadSites({ sitesDir: "sites" });
  sites = loaded.sites.map((entry) => entry.site);
  const stock = memoryStock();
  await seedDemoStock(stock, sites, NOW);
  cars = await stock.all();
  service = await createSearchService({ stock, dataDir: mkdtempSync(join(tmpdir(), "search-tenants-")), now: () => clock.now, sites, env: {} });
  server = await startSearchServer(service);
});
afterAll(async () => {
  service.close();
  await server.close();
});

const client = (apiKey: string) => algoliasearch("forecourt", apiKey, { hosts: [{ url: `127.0.0.1:${server.port}`, protocol: "http", accept: "readWrite" }] });

async function everyHit(apiKey: string, indexName = "Car_production", params: Record<string, unknown> = {}) {
  const hits: { objectID: string; dealership_id: number }[] = [];
  for (let page = 0; ; page++) {
    const { results } = await client(apiKey).search({ requests: [{ indexName, page, hitsPerPage: 1000, attributesToRetrieve: ["dealership_id"], attributesToHighlight: [], ...params }] });
    const result = results[0] as { hits: typeof hits; nbPages: number };
    hits.push(...result.hits);
    if (page + 1 >= result.nbPages) return hits;
  }
}

describe("tenant isolation on every demo site", () => {
  it("loads every site in sites/ (the demo sites this test covers)", () => {
    const files = readdirSync("sites").filter((name) => name.endsWith(".json")).map((name) => name.replace(/\.json$/, ""));
    expect(sites.map((site) => site.slug).sort()).toEqual(files.sort());
    expect(sites.length).toBeGreaterThan(1);
  });

  it("gives each site's public key exactly its own dealerships' listed stock, on the index and every replica", async () => {
    for (const site of sites) {
      const own = new Set(site.dealerships.map((dealership) => dealership.id));
      const expected = cars.filter((car) => own.has(car.dealership_id) && isListed(car, { recentlySoldDays: site.specifications.recently_sold_days }, NOW));
      expect(expected.length, site.slug).toBeGreaterThan(0);
      const key = service.siteSearchKey(site);
      for (const index of ["Car_production", "Car_production_price_asc", "Car_production_km_desc"]) {
        const hits = await everyHit(key, index);
        expect(hits.every((hit) => own.has(hit.dealership_id)), `${site.slug} ${index}`).toBe(true);
        expect(hits.map((hit) => hit.objectID).sort(), `${site.slug} ${index}`).toEqual(expected.map((car) => String(car.id)).sort());
      }
    }
  });

  it("never lets request filters reach another tenant's stock", async () => {
    const [site, other] = sites;
    const otherIds = other!.dealerships.map((dealership) => dealership.id);
    const key = service.siteSearchKey(site!);
    for (const params of [
      { filters: otherIds.map((id) => `dealership_id:${id}`).join(" OR ") },
      { facetFilters: [otherIds.map((id) => `dealership_id:${id}`)] },
      { numericFilters: [`dealership_id=${otherIds[0]}`] },
      { filters: `NOT dealership_id:${site!.dealerships[0]!.id}` },
    ]) {
      expect(await everyHit(key, "Car_production", params), JSON.stringify(params)).toEqual([]);
    }
    const { facetHits } = await client(key).searchForFacetValues({ indexName: "Car_production", facetName: "dealership_name", searchForFacetValuesRequest: { facetQuery: "" } });
    expect(facetHits.map((hit) => hit.value).sort()).toEqual(site!.dealerships.map((dealership) => dealership.name).sort());
  });

  it("refuses other indices with 403", async () => {
    const key = service.siteSearchKey(sites[0]!);
    await expect(client(key).search({ requests: [{ indexName: "Leads_production" }] })).rejects.toMatchObject({ status: 403 });
    const primaryOnly = service.securedKey({ filters: "dealership_id:101", restrictIndices: ["Car_production"] });
    await expect(client(primaryOnly).search({ requests: [{ indexName: "Car_production_price_asc" }] })).rejects.toMatchObject({
      status: 403,
      message: "Index not allowed with this API key: Car_production_price_asc",
    });
    expect(await everyHit(primaryOnly)).not.toEqual([]);
  });
});

describe("refused keys", () => {
  const refused = async (apiKey: string) => client(apiKey).search({ requests: [{ indexName: "Car_production", hitsPerPage: 1 }] });

  it("refuses forged keys with 403", async () => {
    const genuine = service.siteSearchKey(sites[0]!);
    const restrictions = Buffer.from(genuine, "base64").toString("utf8").slice(64);
    const widened = Buffer.from(Buffer.from(genuine, "base64").toString("utf8").slice(0, 64) + restrictions.replace(/filters=[^&]*/, "filters=")).toString("base64");
    const otherParent = generateSecuredApiKey("not-the-parent-key", { filters: "dealership_id:101" });
    const flipped = genuine.slice(0, 10) + (genuine[10] === "A" ? "B" : "A") + genuine.slice(11);
    for (const key of [widened, otherParent, flipped, "plain-text-key", "x".repeat(200)]) {
      await expect(refused(key), key).rejects.toMatchObject({ status: 403, message: "Invalid Application-ID or API key" });
    }
  });

  it("refuses expired keys, also once a cached key's time runs out", async () => {
    const validUntil = Math.floor(NOW.getTime() / 1000) + 60;
    const key = service.securedKey({ filters: "dealership_id:101", validUntil });
    expect((await refused(key)).results).toHaveLength(1);
    clock.now = new Date((validUntil + 1) * 1000);
    try {
      await expect(refused(key)).rejects.toMatchObject({ status: 403, message: "The API key has expired" });
      await expect(refused(service.securedKey({ validUntil: validUntil - 3600 }))).rejects.toMatchObject({ status: 403 });
    } finally {
      clock.now = NOW;
    }
  });

  it("applies search parameters the key fixes over the request's", async () => {
    const key = service.securedKey({ hitsPerPage: 3, userToken: "shopper-1" });
    const { results } = await client(key).search({ requests: [{ indexName: "Car_production", hitsPerPage: 50 }] });
    expect((results[0] as { hits: unknown[]; hitsPerPage: number }).hits).toHaveLength(3);
  });

  it("accepts the parent key from SEARCH_ADMIN_KEY", async () => {
    const admin = await createSearchService({ stock: memoryStock(cars.slice(0, 5)), dataDir: mkdtempSync(join(tmpdir(), "search-env-")), now: () => NOW, env: { SEARCH_ADMIN_KEY: "parent-secret" } });
    const { results } = await admin.search({ requests: [{ indexName: "Car_production", hitsPerPage: 0 }] }, "parent-secret");
    expect((results[0] as { nbHits: number }).nbHits).toBe(cars.slice(0, 5).filter((car) => isListed(car, { recentlySoldDays: 3 }, NOW)).length);
    await expect(admin.search({ requests: [] }, "wrong")).rejects.toMatchObject({ status: 403 });
    admin.close();
  });
});
