import { describe, expect, it } from "vitest";
import { pageCar, siteCar } from "./car-lookup.ts";
import { memoryStock } from "../../tests/kit/vehicle/test-services.ts";
import { testLoaderContext, testSite } from "../../tests/kit/vehicle/test-context.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import type { Services } from "../types/index.ts";

const car = testCar();
const services = { stock: memoryStock([car, testCar({ id: 2, slug: "other-dealer", dealership_id: 999 })]) } as Services;

describe("siteCar", () => {
  it("finds the site's published cars by slug", async () => {
    expect((await siteCar(testSite(), services, car.slug))?.id).toBe(car.id);
  });

  it("ignores other dealers' cars, unpublished cars and hidden statuses", async () => {
    expect(await siteCar(testSite(), services, "other-dealer")).toBeNull();
    expect(await siteCar(testSite(), services, "no-such-car")).toBeNull();
    const hidden = { stock: memoryStock([testCar({ show_on_dealer_website: false }), testCar({ id: 3, slug: "withdrawn", status: "withdrawn" })]) } as Services;
    expect(await siteCar(testSite(), hidden, car.slug)).toBeNull();
    expect(await siteCar(testSite(), hidden, "withdrawn")).toBeNull();
  });

  it("keeps sold cars, which show the sold panel", async () => {
    const sold = { stock: memoryStock([testCar({ status: "sold", sold: true })]) } as Services;
    expect(await siteCar(testSite(), sold, car.slug)).not.toBeNull();
  });
});

describe("pageCar", () => {
  it("looks the car up once per request and sets the page's meta", async () => {
    let lookups = 0;
    const counting = { stock: { ...services.stock, getBySlug: (slug: string) => { lookups += 1; return services.stock.getBySlug(slug); } } } as Services;
    const ctx = testLoaderContext(counting, car.slug);
    const [a, b] = await Promise.all([pageCar(ctx), pageCar(ctx)]);
    expect(a).toBe(b);
    expect(lookups).toBe(1);
    expect(ctx.status).toBe(200);
    expect(ctx.meta.title).toBe("2021 Toyota Corolla Ascent Sport for sale | Harbour Motors");
    expect(ctx.meta.canonical).toBe(car.path);
    expect(ctx.meta.description).toBe(
      "Used 2021 Toyota Corolla Ascent Sport: 45,210 km, Automatic, Petrol, Glacier White. $27,990 at Harbour Motors in Sydney, NSW.",
    );
    // Its share preview: the first photo, and a product at the advertised price.
    expect(ctx.meta.image).toBe(car.images.find((image) => !image.isVideo)!.url);
    expect(ctx.meta.product).toEqual({ price: 27990 });
  });

  it("sets 404 for a missing car", async () => {
    const ctx = testLoaderContext(services, "no-such-car");
    expect(await pageCar(ctx)).toBeNull();
    expect(ctx.status).toBe(404);
  });
});
