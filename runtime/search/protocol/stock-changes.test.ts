import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSearchService } from "../service/search-service.ts";
import { memoryStock } from "../../../tests/kit/stock-fixtures.ts";
import { NOW, startSearchFixture, type SearchFixture } from "../../../tests/kit/search/search-fixture.ts";
import type { Car } from "../../types/generated/car.ts";

let fixture: SearchFixture;
beforeAll(async () => {
  fixture = await startSearchFixture(60);
});
afterAll(() => fixture.close());

const DAY = 86_400_000;

async function find(filters: string): Promise<{ ids: string[]; make: Record<string, number> }> {
  const { results } = await fixture.client(fixture.adminKey).search({
    requests: [{ indexName: "Car_production", filters, hitsPerPage: 1000, facets: ["make"], attributesToRetrieve: [] }],
  });
  const result = results[0] as { hits: { objectID: string }[]; facets: { make?: Record<string, number> } };
  return { ids: result.hits.map((hit) => hit.objectID), make: result.facets.make ?? {} };
}

describe("stock changes reach search without a restart", () => {
  it("shows a car added to stock, with its facet counted", async () => {
    const base = (await fixture.listed())[0]!;
    const added: Car = { ...base, id: 10199001, slug: "added-10199001", make: "Lotus", model: "Emira", name: "2025 Lotus Emira", stocknum: "N99001" };
    expect((await find("make:Lotus")).ids).toEqual([]);
    await fixture.stock.upsert([added]);
    const found = await find("make:Lotus");
    expect(found.ids).toEqual(["10199001"]);
    expect(found.make).toEqual({ Lotus: 1 });
  });

  it("keeps a car that just sold listed as sold for the recently-sold window, then drops it as time passes", async () => {
    const car = (await fixture.listed()).find((candidate) => candidate.status === "in_stock")!;
    const soldAt = new Date(fixture.clock.now.getTime() - 1000).toISOString();
    await fixture.stock.upsert([{ ...car, status: "sold", sold: true, sold_at: soldAt }]);
    expect((await find(`id:${car.id}`)).ids).toEqual([String(car.id)]);
    expect((await find(`id:${car.id} AND status:sold`)).ids).toEqual([String(car.id)]);
    fixture.clock.now = new Date(Date.parse(soldAt) + 3 * DAY);
    expect((await find(`id:${car.id}`)).ids).toEqual([String(car.id)]);
    fixture.clock.now = new Date(Date.parse(soldAt) + 3 * DAY + 1);
    expect((await find(`id:${car.id}`)).ids).toEqual([]);
    fixture.clock.now = NOW;
  });

  it("drops cars removed, withdrawn or taken off the website, and brings them back when listed again", async () => {
    const [removed, withdrawn, hidden] = (await fixture.listed()).filter((car) => car.status === "in_stock" && !car.sold);
    await fixture.stock.remove([removed!.id]);
    await fixture.stock.upsert([{ ...withdrawn!, status: "withdrawn" }, { ...hidden!, show_on_dealer_website: false }]);
    const filters = [removed, withdrawn, hidden].map((car) => `id:${car!.id}`).join(" OR ");
    expect((await find(filters)).ids).toEqual([]);
    await fixture.stock.upsert([removed!, withdrawn!, hidden!]);
    expect((await find(filters)).ids.sort()).toEqual([removed, withdrawn, hidden].map((car) => String(car!.id)).sort());
  });

  it("takes a whole import at once", async () => {
    const base = (await fixture.listed())[0]!;
    const imported = Array.from({ length: 300 }, (_, i): Car => ({ ...base, id: 10198000 + i, slug: `import-${i}`, make: "Genesis", model: "GV70", stocknum: `I${i}` }));
    await fixture.stock.upsert(imported);
    expect((await find("make:Genesis")).ids).toHaveLength(300);
    await fixture.stock.remove(imported.map((car) => car.id));
    expect((await find("make:Genesis")).ids).toHaveLength(0);
  });

  it("loses no change made while the index is first built", async () => {
    const [first, second] = await fixture.listed();
    const stock = memoryStock([first!, second!]);
    const changed = { ...second!, make: "Changed While Loading" };
    const slowStock = {
      ...stock,
      async carsAfter(afterId: number, limit: number) {
        const page = await stock.carsAfter(afterId, limit);
        if (afterId === 0) await stock.upsert([changed]);
        return page;
      },
    };
    const service = await createSearchService({ stock: slowStock, dataDir: mkdtempSync(join(tmpdir(), "search-load-")), now: () => NOW, env: {} });
    const { results } = await service.search({ requests: [{ indexName: "Car_production", filters: `id:${second!.id}`, attributesToRetrieve: ["make"] }] }, service.securedKey({}));
    expect((results[0] as unknown as { hits: { make: string }[] }).hits.map((hit) => hit.make)).toEqual(["Changed While Loading"]);
    service.close();
  });
});
