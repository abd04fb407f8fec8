import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOW, startSearchFixture, TENANTS, type SearchFixture } from "../../../tests/kit/search/search-fixture.ts";

let fixture: SearchFixture;
beforeAll(async () => {
  fixture = await startSearchFixture(40);
});
afterAll(() => fixture.close());

const body = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({ requests: [{ indexName: "Car_production", facets: ["make"], hitsPerPage: 1000, attributesToRetrieve: [], ...extra }] });
const ids = (text: string) => (JSON.parse(text).results[0].hits as { objectID: string }[]).map((hit) => hit.objectID);

describe("answers reused for repeated identical searches", () => {
  it("gives the same answer to the same search while the stock is unchanged, and a fresh one after a change", async () => {
    const key = fixture.service.siteSearchKey(TENANTS.harbour);
    const first = await fixture.service.searchJson(body(), key);
    expect(await fixture.service.searchJson(body(), key)).toBe(first);
    const car = (await fixture.listed()).find((candidate) => candidate.dealership_id === 101)!;
    await fixture.stock.upsert([{ ...car, show_on_dealer_website: false }]);
    const after = await fixture.service.searchJson(body(), key);
    expect(ids(first)).toContain(String(car.id));
    expect(ids(after)).not.toContain(String(car.id));
    expect(ids(after)).toHaveLength(ids(first).length - 1);
  });

  it("never lets one tenant's key see another's cached answer", async () => {
    const harbour = await fixture.service.searchJson(body(), fixture.service.siteSearchKey(TENANTS.harbour));
    const summit = await fixture.service.searchJson(body(), fixture.service.siteSearchKey(TENANTS.summit));
    const harbourIds = new Set(ids(harbour));
    expect(ids(summit).some((id) => harbourIds.has(id))).toBe(false);
  });

  it("still refuses a key that has expired since its answer was cached", async () => {
    const validUntil = Math.floor(NOW.getTime() / 1000) + 60;
    const key = fixture.service.securedKey({ filters: "dealership_id:101", validUntil });
    await fixture.service.searchJson(body(), key);
    fixture.clock.now = new Date(NOW.getTime() + 61_000);
    try {
      await expect(fixture.service.searchJson(body(), key)).rejects.toMatchObject({ status: 403 });
    } finally {
      fixture.clock.now = NOW;
    }
  });

  it("gives every click-analytics search its own queryID", async () => {
    const key = fixture.service.siteSearchKey(TENANTS.harbour);
    const queryId = async () => JSON.parse(await fixture.service.searchJson(body({ clickAnalytics: true }), key)).results[0].queryID;
    const [a, b] = [await queryId(), await queryId()];
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).not.toBe(a);
  });
});

describe("bodies read once and kept", () => {
  it("refuses an empty or malformed body with a 400 that says which", async () => {
    const key = fixture.service.siteSearchKey(TENANTS.harbour);
    await expect(fixture.service.searchJson("  ", key)).rejects.toMatchObject({ status: 400, message: "The request body is empty" });
    await expect(fixture.service.searchJson("{requests:", key)).rejects.toMatchObject({ status: 400, message: "The request body is not valid JSON" });
  });

  it("refuses a bad request every time, not only when first read", async () => {
    const key = fixture.service.siteSearchKey(TENANTS.harbour);
    const bad = JSON.stringify({ requests: [{ indexName: "Car_production", hitsPerPage: "many" }] });
    for (let i = 0; i < 2; i++) await expect(fixture.service.searchJson(bad, key)).rejects.toMatchObject({ status: 400 });
  });

  it("checks the key before using a body read for it", async () => {
    const key = fixture.service.siteSearchKey(TENANTS.harbour);
    await fixture.service.searchJson(body({ hitsPerPage: 3 }), key);
    await expect(fixture.service.searchJson(body({ hitsPerPage: 3 }), `${key.slice(0, -4)}AAAA`)).rejects.toMatchObject({ status: 403 });
  });
});
