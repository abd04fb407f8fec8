import { describe, expect, it } from "vitest";
import type { LoaderContext, Services, Site } from "../types/index.ts";
import { currentCar } from "./current-car.ts";
import { financeCar } from "../../tests/kit/finance/test-fixtures.ts";

const cars = [financeCar({ id: 1, slug: "one" }), financeCar({ id: 2, slug: "two", dealership_id: 999 })];
const services = {
  stock: {
    getBySlug: async (slug: string) => cars.find((c) => c.slug === slug),
    getById: async (id: number) => cars.find((c) => c.id === id),
  },
} as unknown as Services;
const site = { dealerships: [{ id: 101 }] } as unknown as Site;
const ctx = (params: Record<string, string>, query = "") =>
  ({ params, url: new URL(`http://x/page${query}`), services, site }) as Pick<LoaderContext, "params" | "url" | "services" | "site">;

describe("currentCar", () => {
  it("finds the vehicle page's car by slug", async () => {
    expect((await currentCar(ctx({ slug: "one" })))?.id).toBe(1);
  });

  it("finds the car of ?car_id= by id or by slug", async () => {
    expect((await currentCar(ctx({}, "?car_id=1")))?.id).toBe(1);
    expect((await currentCar(ctx({}, "?car_id=one")))?.id).toBe(1);
  });

  it("ignores cars of other dealerships and unknown cars", async () => {
    expect(await currentCar(ctx({ slug: "two" }))).toBeNull();
    expect(await currentCar(ctx({}, "?car_id=3"))).toBeNull();
    expect(await currentCar(ctx({}))).toBeNull();
  });
});
