// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { loadForCar, vehicleSite } from "../../tests/kit/blocks/vehicle-test-kit.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import { computeAutogauge } from "../../runtime/vehicle/autogauge.ts";
import type { Car } from "../../runtime/types/index.ts";
import MarketPriceBanner from "./MarketPriceBanner.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { MarketPriceBannerProps } from "./props.gen.ts";

const props = propsFrom<MarketPriceBannerProps>(schema);

/** Comparable listings (same make, model, year and km as the test car) at these prices, in NSW unless stated. */
const listings = (prices: number[], state = "NSW") => prices.map((price, i) => testCar({ id: 500 + i + (state === "NSW" ? 0 : 50), slug: `peer-${state}-${i}`, price, state }));

async function show(car: Car, comparables: Car[]) {
  const { data } = await loadForCar(load, props, car, undefined, [car, ...comparables]);
  return renderBlock(MarketPriceBanner, { props, data, site: vehicleSite() });
}

describe("MarketPriceBanner", () => {
  it("shows the saving when the price is more than $499 below the state average of comparable listings", async () => {
    await show(testCar({ price: 29500 }), listings([29000, 31000]));
    expect(screen.getByRole("complementary").textContent).toBe("Priced below market. This car is $500 below the average market price in NSW.");
  });

  it("is left out at $499 below", async () => {
    const { container } = await show(testCar({ price: 29501 }), listings([29000, 31000]));
    expect(container.innerHTML).toBe("");
  });

  it("quotes the national average when only it is more than $499 above a price below the state average", async () => {
    // State average 30,000; national average (30,000 + 32,000) / 2 = 31,000.
    await show(testCar({ price: 29900 }), [...listings([30000]), ...listings([32000], "VIC")]);
    expect(screen.getByRole("complementary").textContent).toContain("$1,100 below the national average market price");
  });

  it("uses the reduced price the shopper sees", async () => {
    const { container } = await show(testCar({ price: 29900, offer_price: 29000 }), listings([30000]));
    expect(container.textContent).toContain("$1,000 below");
  });

  it("is left out for sold cars and cars without comparable listings, whatever the feed's autograb_data says", async () => {
    const sold = await show(testCar({ status: "sold", sold: true, price: 20000 }), listings([30000]));
    expect(sold.container.innerHTML).toBe("");
    sold.unmount();
    const claimed = testCar({ price: 20000, autograb_data: { state_average_market_price: 30000, average_market_price: 30000 } });
    const alone = await show(claimed, []);
    expect(alone.container.innerHTML).toBe("");
  });

  it("quotes the same saving as the price gauge's description on the same page", async () => {
    const car = testCar({ price: 27000 });
    const comparables = listings([26000, 28000, 29000, 30000, 31000, 32000]);
    await show(car, comparables);
    const gauge = computeAutogauge(car, [car, ...comparables]);
    expect(gauge.description).toBe("Priced $2,333 below the average of comparable listings in NSW (6 compared).");
    expect(screen.getByRole("complementary").textContent).toContain("This car is $2,333 below the average market price in NSW.");
  });
});
