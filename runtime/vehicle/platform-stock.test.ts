import { describe, expect, it } from "vitest";
import { platformStock } from "./platform-stock.ts";
import { memoryStock } from "../../tests/kit/vehicle/test-services.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { openDatabase } from "../storage/open-database.ts";
import { createStockRepository } from "../stock/stock-repository.ts";

describe("platformStock", () => {
  it("reuses the stock until it changes", async () => {
    const stock = memoryStock([testCar({ id: 1 })]);
    let loads = 0;
    const all = stock.all;
    stock.all = () => {
      loads += 1;
      return all();
    };
    expect(await platformStock(stock)).toHaveLength(1);
    expect(await platformStock(stock)).toHaveLength(1);
    expect(loads).toBe(1);
    await stock.upsert([testCar({ id: 2, slug: "second" })]);
    expect(await platformStock(stock)).toHaveLength(2);
    expect(loads).toBe(2);
  });
});

forEachBackend((backend) => {
  it("reads the stock again once another server changed it", async () => {
    const options = await backend.freshOptions();
    const [ours, theirs] = [await openDatabase(options), await openDatabase(options)];
    try {
      const stock = createStockRepository(ours.db);
      await stock.upsert([testCar({ id: 1, price: 20_000 })]);
      expect((await platformStock(stock)).map((car) => car.price)).toEqual([20_000]);
      await createStockRepository(theirs.db).upsert([testCar({ id: 1, price: 18_500 })]);
      expect((await platformStock(stock)).map((car) => car.price)).toEqual([18_500]);
    } finally {
      await ours.close();
      await theirs.close();
    }
  });
});
