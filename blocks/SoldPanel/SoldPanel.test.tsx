// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { loadForCar, vehicleSite } from "../../tests/kit/blocks/vehicle-test-kit.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import type { Car } from "../../runtime/types/index.ts";
import SoldPanel from "./SoldPanel.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { SoldPanelProps } from "./props.gen.ts";

const props = propsFrom<SoldPanelProps>(schema);

async function show(car: Car) {
  const { data } = await loadForCar(load, props, car);
  return renderBlock(SoldPanel, { props, data, site: vehicleSite() });
}

describe("SoldPanel", () => {
  it("shows the spec's sold texts for a sold car", async () => {
    await show(testCar({ status: "sold", sold: true }));
    expect(screen.getByRole("heading", { name: "SOLD" })).toBeTruthy();
    expect(screen.getByText("Unfortunately this car recently sold.")).toBeTruthy();
    expect(screen.getByText("But don't worry, we can help you find a similar car!")).toBeTruthy();
  });

  it("names the kind of vehicle", async () => {
    await show(testCar({ status: "sold", sold: true, item_type: "motorcycle" }));
    expect(screen.getByText("Unfortunately this motorcycle recently sold.")).toBeTruthy();
  });

  it("renders nothing for cars in stock or coming soon", async () => {
    const inStock = await show(testCar());
    expect(inStock.container.innerHTML).toBe("");
    inStock.unmount();
    const soon = await show(testCar({ status: "coming_soon" }));
    expect(soon.container.innerHTML).toBe("");
  });
});
