import { describe, expect, it } from "vitest";
import { computeAutogauge, isComparable } from "./autogauge.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import { isGaugeShown } from "../rules/price-comparison.ts";

const car = testCar({ id: 1, price: 27000, km: 40000, year: 2021, state: "NSW" });
const peer = (id: number, price: number, more: Parameters<typeof testCar>[0] = {}) =>
  testCar({ id, price, km: 40000, year: 2021, state: "NSW", ...more });

describe("isComparable", () => {
  it("needs the same make and model, a year either side and 25,000 km either side", () => {
    expect(isComparable(car, peer(2, 30000))).toBe(true);
    expect(isComparable(car, peer(2, 30000, { year: 2022 }))).toBe(true);
    expect(isComparable(car, peer(2, 30000, { year: 2023 }))).toBe(false);
    expect(isComparable(car, peer(2, 30000, { km: 65000 }))).toBe(true);
    expect(isComparable(car, peer(2, 30000, { km: 65001 }))).toBe(false);
    expect(isComparable(car, peer(2, 30000, { model: "Camry" }))).toBe(false);
    expect(isComparable(car, peer(2, 30000, { make: "TOYOTA", model: "COROLLA" }))).toBe(true);
  });

  it("skips the car itself, unpriced, unpublished and withdrawn listings", () => {
    expect(isComparable(car, car)).toBe(false);
    expect(isComparable(car, peer(2, 0))).toBe(false);
    expect(isComparable(car, peer(2, 30000, { status: "withdrawn" }))).toBe(false);
    expect(isComparable(car, peer(2, 30000, { show_on_dealer_website: false }))).toBe(false);
    expect(isComparable(car, peer(2, 30000, { status: "sold", sold: true }))).toBe(true);
  });
});

describe("computeAutogauge", () => {
  const stock = [car, ...[26000, 28000, 29000, 30000, 31000, 32000].map((price, i) => peer(i + 2, price))];

  it("places the car within the market range of comparable listings", () => {
    const gauge = computeAutogauge(car, stock);
    expect(gauge.listing_price).toBe(27000);
    expect(gauge.market_range_min).toBe(27000);
    expect(gauge.market_range_max).toBe(31500);
    expect(gauge.fill).toBe(1);
    expect(gauge.confidence).toBe(0.55);
    expect(gauge.state_average).toBe(29333);
    expect(gauge.description).toBe("Priced $2,333 below the average of comparable listings in NSW (6 compared).");
    expect(isGaugeShown(gauge)).toBe(true);
  });

  it("uses the national set when the state has fewer than 3 comparables", () => {
    const vic = [26000, 30000, 34000].map((price, i) => peer(i + 2, price, { state: "VIC" }));
    const gauge = computeAutogauge(car, [car, ...vic, peer(9, 40000)]);
    expect(gauge.state_average).toBe(40000);
    expect(gauge.national_average).toBe(32500);
    expect(gauge.market_range_min).toBe(27200);
    expect(gauge.market_range_max).toBe(38200);
  });

  it("returns no range (so no gauge) without enough comparables or a price", () => {
    const thin = computeAutogauge(car, [car, peer(2, 30000)]);
    expect(thin.fill).toBeNull();
    expect(isGaugeShown(thin)).toBe(false);
    expect(computeAutogauge(testCar({ price: 0 }), stock).fill).toBeNull();
  });
});
