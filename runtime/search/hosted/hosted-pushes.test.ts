import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeAlgoliaWrites } from "../../../tests/kit/search/fake-algolia-writes.ts";
import { FIXED_NOW, sampleCars } from "../../../tests/kit/stock-fixtures.ts";
import { openDatabase, type OpenedDatabase } from "../../storage/open-database.ts";
import { createStockRepository } from "../../stock/stock-repository.ts";
import { startHostedPushes } from "./hosted-pushes.ts";
import type { Site } from "../../types/index.ts";

const hostedSite = (host: string, writeKeyEnv: string | null) =>
  ({
    slug: "harbour-motors",
    dealerships: [{ id: 101, name: "Harbour Motors Toyota" }],
    search: { host, app_id: "APP", index: "Car_hosted", write_key_env: writeKeyEnv, public_key: "search-only" },
  }) as unknown as Site;
const embeddedSite = { slug: "drivesub", dealerships: [{ id: 102, name: "Used" }], search: { host: null, write_key_env: null } } as unknown as Site;

describe("pushing stock to hosted indexes while the server runs", () => {
  let fake: Awaited<ReturnType<typeof startFakeAlgoliaWrites>>;
  let database: OpenedDatabase;
  let dir: string;
  beforeEach(async () => {
    fake = await startFakeAlgoliaWrites();
    dir = mkdtempSync(join(tmpdir(), "forecourt-hosted-"));
    database = await openDatabase({ dataDir: dir, databaseUrl: null });
  });
  afterEach(async () => {
    await fake.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("pushes a hosted site's stock on its own and each change within a round, with the key its variable holds", async () => {
    const stock = createStockRepository(database.db);
    const [car, ...rest] = sampleCars(20).filter((entry) => entry.dealership_id === 101 && entry.status === "in_stock" && entry.show_on_dealer_website);
    await stock.upsert([car!, ...rest]);
    const stop = startHostedPushes(database.db, stock, [hostedSite(fake.host, "HARBOUR_ALGOLIA_KEY"), embeddedSite], {
      env: { HARBOUR_ALGOLIA_KEY: "admin-key" },
      everyMs: 50,
      now: () => FIXED_NOW,
    });
    try {
      await vi.waitFor(() => expect(fake.records("Car_hosted").size).toBe(rest.length + 1));
      await stock.upsert([{ ...car!, price: 1234 }]);
      await vi.waitFor(() => expect(fake.records("Car_hosted").get(String(car!.id))!.price).toBe(1234));
      expect(fake.batches.every((batch) => batch.apiKey === "admin-key" && batch.indexName === "Car_hosted")).toBe(true);
    } finally {
      await stop();
    }
  });

  it("names a hosted site whose write key variable is not set, and pushes nothing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const stop = startHostedPushes(database.db, createStockRepository(database.db), [hostedSite(fake.host, "MISSING_KEY")], { env: {}, everyMs: 20 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      await stop();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("harbour-motors: MISSING_KEY is not set"));
      expect(fake.batches).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });
});
