import { describe, expect, it } from "vitest";
import { carOrigin, deliveryEstimate } from "./delivery.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import { testSite } from "../../tests/kit/vehicle/test-context.ts";

const rates = [
  { up_to_km: 50, price: 0, name: "Local" },
  { up_to_km: 200, price: 350, name: "Metro and surrounds" },
  { up_to_km: 800, price: 900, name: "Regional" },
];
const site = testSite();
const car = testCar();

describe("deliveryEstimate", () => {
  it("prices a delivery by distance from the car's location postcode", async () => {
    const parramatta = await deliveryEstimate(car, site, rates, "2150");
    expect(parramatta.estimate).toEqual({ price: 0, name: "Local" });
    expect(parramatta.state).toBe("NSW");
    const melbourne = await deliveryEstimate(car, site, rates, "3000");
    expect(melbourne.estimate).toEqual({ price: 900, name: "Regional" });
    expect(melbourne.distance_km).toBeGreaterThan(700);
  });

  it("gives no estimate beyond the last band", async () => {
    const perth = await deliveryEstimate(car, site, rates, "6000");
    expect(perth.estimate).toBeNull();
    expect(perth.distance_km).toBeGreaterThan(3000);
  });

  it("throws 'Invalid postcode' for postcodes not in the dataset", async () => {
    await expect(deliveryEstimate(car, site, rates, "0001")).rejects.toThrow("Invalid postcode");
  });
});

describe("carOrigin", () => {
  it("prefers the site location's coordinates", async () => {
    const located = testSite({ locations: [{ id: 1, address: { lat: -27.47, long: 153.02 } }] });
    expect(await carOrigin(car, located)).toEqual({ lat: -27.47, long: 153.02 });
  });

  it("falls back to the site's postcode and then to nothing", async () => {
    const noLocation = testCar({ location: null });
    expect((await carOrigin(noLocation, site))?.lat).toBeCloseTo(-33.86, 1);
    expect(await carOrigin(noLocation, testSite({ address: { postcode: "" } }))).toBeNull();
  });
});
