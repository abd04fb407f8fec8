import { describe, expect, it } from "vitest";
import { memoryStock } from "../../tests/kit/vehicle/test-services.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import { computeAutogauge } from "./autogauge.ts";
import { marketComparison } from "./market-comparison.ts";

describe("marketComparison", () => {
  it("compares a car with the platform's cars of its make and model in any case, as the gauge's rule does", async () => {
    const car = testCar({ id: 1, slug: "car", make: "Toyota", model: "Corolla", price: 25_000 });
    const cars = [
      car,
      testCar({ id: 2, slug: "same", make: "Toyota", model: "Corolla", price: 24_000 }),
      testCar({ id: 3, slug: "cased", make: "TOYOTA", model: "corolla", price: 26_000 }),
      testCar({ id: 4, slug: "other-model", make: "Toyota", model: "Camry", price: 30_000 }),
      testCar({ id: 5, slug: "other-make", make: "Mazda", model: "Corolla", price: 20_000 }),
    ];
    const compared = await marketComparison(car, memoryStock(cars));
    expect(compared.comparable_count).toBe(2);
    expect(compared).toEqual(computeAutogauge(car, cars));
  });
});
