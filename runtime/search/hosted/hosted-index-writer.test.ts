import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forEachBackend } from "../../../tests/kit/backends.ts";
import { startFakeAlgoliaWrites } from "../../../tests/kit/search/fake-algolia-writes.ts";
import { FIXED_NOW, sampleCars } from "../../../tests/kit/stock-fixtures.ts";
import { openDatabase } from "../../storage/open-database.ts";
import { createStockRepository } from "../../stock/stock-repository.ts";
import { isListed } from "../../rules/listing-visibility.ts";
import { HostedIndexWriter, type HostedSite } from "./hosted-index-writer.ts";
import type { Car } from "../../types/generated/car.ts";

const INDEX = "Car_hosted";
// The site shows one of the sample stock's two dealerships; the other's cars never reach its index.
const cars = sampleCars(60);
const ours = (car: Car) => car.dealership_id === 101;
const listed = (car: Car) => ours(car) && isListed(car, { recentlySoldDays: 3 }, FIXED_NOW);

forEachBackend((backend) => {
  let fake: Awaited<ReturnType<typeof startFakeAlgoliaWrites>>;
  beforeEach(async () => {
    fake = await startFakeAlgoliaWrites();
  });
  afterEach(() => fake.close());

  async function setup() {
    const options = await backend.freshOptions();
    const database = await openDatabase(options);
    const stock = createStockRepository(database.db);
    await stock.upsert(cars);
    const site: HostedSite = {
      slug: "harbour-motors",
      dealerships: [{ id: 101, name: "Harbour Motors Toyota" }],
      search: { host: fake.host, app_id: "APP", index: INDEX },
    };
    let now = FIXED_NOW;
    /** A server process: its own connection and writer, as a restarted or second server would have. */
    const process = async () => {
      const own = await openDatabase(options);
      opened.push(own);
      return new HostedIndexWriter({ db: own.db, stock: createStockRepository(own.db), site, writeKey: "write-key", now: () => now });
    };
    const opened = [database];
    return {
      stock,
      writer: await process(),
      process,
      setNow: (moment: Date) => (now = moment),
      close: () => Promise.all(opened.map((db) => db.close())),
    };
  }

  describe("pushing a site's stock to its hosted index", () => {
    it("sends the listed cars of the site's dealerships once, with the write key, and then nothing until stock changes", async () => {
      const { writer, close } = await setup();
      try {
        await writer.sync();
        const expected = cars.filter(listed).map((car) => String(car.id)).sort();
        expect(expected.length).toBeGreaterThan(5);
        expect([...fake.records(INDEX).keys()].sort()).toEqual(expected);
        expect(fake.batches.every((batch) => batch.apiKey === "write-key")).toBe(true);
        const sample = fake.records(INDEX).get(expected[0]!)!;
        expect(sample).toMatchObject({ dealership_name: "Harbour Motors Toyota", make_model: expect.any(String) });
        expect(sample).not.toHaveProperty("images");
        const sent = fake.batches.length;
        await writer.sync();
        expect(fake.batches).toHaveLength(sent);
      } finally {
        await close();
      }
    });

    it("sends a price cut as a partial update of what changed, and a car gone as a delete", async () => {
      const { stock, writer, close } = await setup();
      try {
        await writer.sync();
        const [cut, gone] = cars.filter((car) => listed(car) && !car.sold);
        fake.batches.length = 0;
        await stock.upsert([{ ...cut!, price: cut!.price - 1000 }]);
        await stock.remove([gone!.id]);
        await writer.sync();
        const requests = fake.batches.flatMap((batch) => batch.requests);
        expect(requests).toHaveLength(2);
        expect(requests).toEqual(expect.arrayContaining([
          { action: "partialUpdateObjectNoCreate", body: expect.objectContaining({ objectID: String(cut!.id), price: cut!.price - 1000 }) },
          { action: "deleteObject", body: { objectID: String(gone!.id) } },
        ]));
        expect(Object.keys(requests.find((request) => request.action !== "deleteObject")!.body)).not.toContain("make");
        expect(fake.records(INDEX).get(String(cut!.id))).toMatchObject({ price: cut!.price - 1000, make: cut!.make });
        expect(fake.records(INDEX).has(String(gone!.id))).toBe(false);
      } finally {
        await close();
      }
    });

    it("sends again what an outage refused, and a restarted server resumes where the last push stood", async () => {
      const { stock, writer, process, close } = await setup();
      try {
        await writer.sync();
        const [first, second] = cars.filter((car) => listed(car) && !car.sold);
        await stock.upsert([{ ...first!, colour: "Crystal Blue" }]);
        fake.failNext(1);
        await expect(writer.sync()).rejects.toThrow();
        expect(fake.records(INDEX).get(String(first!.id))!.colour).not.toBe("Crystal Blue");
        await writer.sync();
        expect(fake.records(INDEX).get(String(first!.id))!.colour).toBe("Crystal Blue");

        // While no server runs, another car changes; the next server sends that change and nothing else.
        await stock.upsert([{ ...second!, km: 12_345 }]);
        fake.batches.length = 0;
        await (await process()).sync();
        expect(fake.batches.flatMap((batch) => batch.requests)).toEqual([
          { action: "partialUpdateObjectNoCreate", body: expect.objectContaining({ objectID: String(second!.id), km: 12_345 }) },
        ]);
      } finally {
        await close();
      }
    });

    it("deletes a sold car when the site's recently-sold window closes, with no stock write at that moment", async () => {
      const { stock, writer, setNow, close } = await setup();
      try {
        const car = cars.filter(listed)[0]!;
        await stock.upsert([{ ...car, status: "sold", sold: true, sold_at: FIXED_NOW.toISOString() }]);
        await writer.sync();
        expect(fake.records(INDEX).get(String(car.id))).toMatchObject({ sold: true });
        setNow(new Date(FIXED_NOW.getTime() + 2 * 86_400_000));
        await writer.sync();
        expect(fake.records(INDEX).has(String(car.id))).toBe(true);
        setNow(new Date(FIXED_NOW.getTime() + 4 * 86_400_000));
        fake.batches.length = 0;
        await writer.sync();
        expect(fake.records(INDEX).has(String(car.id))).toBe(false);
        expect(fake.batches.flatMap((batch) => batch.requests)).toEqual([{ action: "deleteObject", body: { objectID: String(car.id) } }]);
      } finally {
        await close();
      }
    });
  });
});
