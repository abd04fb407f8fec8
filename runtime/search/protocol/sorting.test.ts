import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SORT_OPTIONS, sortIndexName, type SortOption } from "../replicas.ts";
import { startSearchFixture, type SearchFixture } from "../../../tests/kit/search/search-fixture.ts";
import type { Car } from "../../types/generated/car.ts";

let fixture: SearchFixture;
beforeAll(async () => {
  fixture = await startSearchFixture();
  // A few subscription prices, so the subscription sorts have something to order.
  const listed = await fixture.listed();
  await fixture.stock.upsert(listed.slice(0, 12).map((car, i) => ({ ...car, subscription_price: 150 + ((i * 37) % 200) })));
});
afterAll(() => fixture.close());

async function order(indexName: string, params: Record<string, unknown> = {}) {
  const { results } = await fixture.client(fixture.adminKey).search({
    requests: [{ indexName, hitsPerPage: 1000, attributesToRetrieve: ["price", "km", "created_at_timestamp", "subscription_price", "custom_rank"], attributesToHighlight: [], ...params }],
  });
  return (results[0] as { hits: Record<string, number | null>[]; nbHits: number });
}

const value = (car: Record<string, number | null>, attribute: string) => car[attribute] ?? null;

describe("sort replicas", () => {
  it("names a replica {primary}_{attr}_{asc|desc} for every spec sort option", () => {
    expect(Object.keys(SORT_OPTIONS)).toEqual(["mostRelevant", "latest", "highestPrice", "lowestPrice", "highestSubscriptionPrice", "lowestSubscriptionPrice", "highestKms", "lowestKms"]);
    expect((Object.keys(SORT_OPTIONS) as SortOption[]).map((option) => sortIndexName("Car_production", option))).toEqual([
      "Car_production", "Car_production_created_at_timestamp_desc", "Car_production_price_desc", "Car_production_price_asc",
      "Car_production_subscription_price_desc", "Car_production_subscription_price_asc", "Car_production_km_desc", "Car_production_km_asc",
    ]);
  });

  it.each((Object.keys(SORT_OPTIONS) as SortOption[]).filter((option) => SORT_OPTIONS[option]))("%s sorts every hit, cars without the value last, ties by custom_rank", async (option) => {
    const { attribute, direction } = SORT_OPTIONS[option]!;
    const { hits, nbHits } = await order(sortIndexName("Car_production", option));
    expect(hits).toHaveLength(nbHits);
    expect(nbHits).toBe((await fixture.listed()).length);
    for (let i = 1; i < hits.length; i++) {
      const [a, b] = [value(hits[i - 1]!, attribute), value(hits[i]!, attribute)];
      if (a === null) expect(b).toBeNull();
      else if (b !== null) {
        expect(direction === "asc" ? a <= b : a >= b).toBe(true);
        if (a === b) expect(hits[i - 1]!.custom_rank!).toBeGreaterThanOrEqual(hits[i]!.custom_rank!);
      }
    }
  });

  it.each(["Car_production", "Car_production_price_asc", "Car_production_km_desc"])("%s: a narrow result's pages are its cars in the order of the whole index's pages", async (indexName) => {
    // Paging the whole index 21 at a time walks the sort order; one make's few cars are selected from its matches.
    const whole: string[] = [];
    for (let page = 0; whole.length < (await fixture.listed()).length; page++) {
      const { hits } = await order(indexName, { hitsPerPage: 21, page });
      whole.push(...hits.map((hit) => String(hit.objectID)));
    }
    const listed = await fixture.listed();
    const make = listed[0]!.make;
    const ofMake = new Set(listed.filter((car) => car.make === make).map((car) => String(car.id)));
    const expected = whole.filter((id) => ofMake.has(id));
    const paged: string[] = [];
    for (let page = 0; paged.length < expected.length; page++) {
      const { hits } = await order(indexName, { hitsPerPage: 4, page, facetFilters: [`make:${make}`] });
      expect(hits.length).toBeGreaterThan(0);
      paged.push(...hits.map((hit) => String(hit.objectID)));
    }
    expect(paged).toEqual(expected);
    expect((await order(indexName, { facetFilters: [`make:${make}`] })).hits.map((hit) => String(hit.objectID))).toEqual(expected);
  });

  it("keeps replicas current when stock changes", async () => {
    const cheapest = { ...(await fixture.listed())[5]!, price: 1 } as Car;
    await fixture.stock.upsert([cheapest]);
    expect((await order("Car_production_price_asc", { numericFilters: ["price>0"] })).hits[0]!.objectID).toBe(String(cheapest.id));
    expect((await order("Car_production_price_desc")).hits.at(-1)!.price).toBe(0);
  });

  it("leaves out price 0 when the price-ascending sort asks for price > 0 (the site option)", async () => {
    const { hits } = await order("Car_production_price_asc", { numericFilters: ["price>0"] });
    expect(hits.every((hit) => hit.price! > 0)).toBe(true);
    expect(hits.length).toBe((await fixture.listed()).filter((car) => car.price > 0).length);
  });

  it("does not know replicas of other sorts", async () => {
    await expect(order("Car_production_views_desc")).rejects.toMatchObject({ status: 404 });
  });
});
