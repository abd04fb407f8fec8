import { describe, expect, it } from "vitest";
import { platformStock } from "./platform-stock.ts";
import { memoryStock } from "../../tests/kit/vehicle/test-services.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";

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
