import { describe, expect, it } from "vitest";
import type { Services } from "../types/index.ts";
import { memoryStock } from "../../tests/kit/vehicle/test-services.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import { requestCarBySlug } from "./request-car.ts";

describe("the car a request's loaders look up", () => {
  it("is read once per request, and again for the next request", async () => {
    const stock = memoryStock([testCar({ id: 1, slug: "first" }), testCar({ id: 2, slug: "second" })]);
    const reads: string[] = [];
    const getBySlug = stock.getBySlug;
    stock.getBySlug = (slug) => {
      reads.push(slug);
      return getBySlug(slug);
    };
    const services = { stock } as Services;
    const [request, next] = [{ services }, { services }];
    const cars = await Promise.all([requestCarBySlug(request, "first"), requestCarBySlug(request, "first"), requestCarBySlug(request, "second")]);
    expect(cars.map((car) => car?.id)).toEqual([1, 1, 2]);
    expect((await requestCarBySlug(next, "first"))?.id).toBe(1);
    expect(reads).toEqual(["first", "second", "first"]);
  });
});
