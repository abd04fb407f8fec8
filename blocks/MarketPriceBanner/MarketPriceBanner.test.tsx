// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { propsFrom, renderBlock } from "../test-utils.tsx";
import { loadForCar, vehicleSite } from "../vehicle-test-kit.ts";
import { testCar } from "../../runtime/vehicle/test-car.ts";
import type { Car } from "../../runtime/types/index.ts";
import MarketPriceBanner from "./MarketPriceBanner.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { MarketPriceBannerProps } from "./props.gen.ts";

const props = propsFrom<MarketPriceBannerProps>(schema);

async function show(car: Car) {
  const { data } = await loadForCar(load, props, car);
  return renderBlock(MarketPriceBanner, { props, data, site: vehicleSite() });
}

describe("MarketPriceBanner", () => {
  it("shows the saving when the price is more than $499 below the state average", async () => {
    await show(testCar({ price: 29500, autograb_data: { state_average_market_price: 30000, average_market_price: 29000 } }));
    expect(screen.getByRole("complementary").textContent).toBe("Priced below market. This car is $500 below the average market price in NSW.");
  });

  it("is left out at $499 below", async () => {
    const { container } = await show(testCar({ price: 29501, autograb_data: { state_average_market_price: 30000, average_market_price: 29000 } }));
    expect(container.innerHTML).toBe("");
  });

  it("quotes the national average when only it is more than $499 above a price below the state average", async () => {
    await show(testCar({ price: 29900, autograb_data: { state_average_market_price: 30000, average_market_price: 31000 } }));
    expect(screen.getByRole("complementary").textContent).toContain("$1,100 below the national average market price");
  });

  it("uses the reduced price the shopper sees", async () => {
    const { container } = await show(testCar({ price: 29900, offer_price: 29000, autograb_data: { state_average_market_price: 30000, average_market_price: null } }));
    expect(container.textContent).toContain("$1,000 below");
  });

  it("is left out for sold cars and cars without market data", async () => {
    const sold = await show(testCar({ status: "sold", sold: true, price: 20000, autograb_data: { state_average_market_price: 30000, average_market_price: null } }));
    expect(sold.container.innerHTML).toBe("");
    sold.unmount();
    const unknown = await show(testCar({ autograb_data: null }));
    expect(unknown.container.innerHTML).toBe("");
  });
});
