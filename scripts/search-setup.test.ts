import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeAlgoliaWrites } from "../tests/kit/search/fake-algolia-writes.ts";
import { sampleCars } from "../tests/kit/stock-fixtures.ts";
import { openDatabase } from "../runtime/storage/open-database.ts";
import { createStockRepository } from "../runtime/stock/stock-repository.ts";

const run = promisify(execFile);

describe("npm run search:setup", () => {
  const dir = mkdtempSync(join(tmpdir(), "forecourt-search-setup-"));
  const sitesDir = join(dir, "sites");
  const dataDir = join(dir, "data");
  let fake: Awaited<ReturnType<typeof startFakeAlgoliaWrites>>;

  beforeAll(async () => {
    fake = await startFakeAlgoliaWrites();
    cpSync("sites", sitesDir, { recursive: true });
    const file = join(sitesDir, "harbour-motors.json");
    const site = JSON.parse(readFileSync(file, "utf8"));
    site.$schema = undefined;
    site.search = { ...site.search, host: fake.host, app_id: "APP", public_key: "search-only", index: "Car_harbour", write_key_env: "HARBOUR_WRITE_KEY" };
    writeFileSync(file, JSON.stringify(site));
    const database = await openDatabase({ dataDir });
    await createStockRepository(database.db).upsert(sampleCars(30).map((car) => ({ ...car, dealership_id: 101 })));
    await database.close();
  });
  afterAll(() => fake.close());

  const setup = async (env: Record<string, string>) => {
    try {
      const { stdout } = await run(process.execPath, ["scripts/search-setup.ts", "--site", "harbour-motors"], {
        env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, SITES_DIR: sitesDir, ...env },
      });
      return { code: 0, stdout, stderr: "" };
    } catch (error) {
      return error as { code: number; stdout: string; stderr: string };
    }
  };

  it("sets the index and its replicas up and pushes the site's listed stock, with the key its variable names", async () => {
    const result = await setup({ HARBOUR_WRITE_KEY: "write-key" });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(fake.settings.get("Car_harbour")).toMatchObject({ customRanking: ["desc(custom_rank)"], replicas: expect.arrayContaining(["Car_harbour_price_asc"]) });
    expect(fake.settings.get("Car_harbour_price_asc")).toMatchObject({ ranking: expect.arrayContaining(["asc(price)"]) });
    expect(fake.settings.size).toBe(8);
    const pushed = fake.records("Car_harbour").size;
    expect(pushed).toBeGreaterThan(10);
    expect(result.stdout).toContain(`Car_harbour: ${pushed} listed cars of harbour-motors in the index`);
    // Again: the settings are set again, and no record is sent twice.
    const batches = fake.batches.length;
    expect((await setup({ HARBOUR_WRITE_KEY: "write-key" })).code).toBe(0);
    expect(fake.batches).toHaveLength(batches);
  }, 60_000);

  it("says which variable is missing and exits 1", async () => {
    const result = await setup({});
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("HARBOUR_WRITE_KEY is not set");
  }, 60_000);
});
