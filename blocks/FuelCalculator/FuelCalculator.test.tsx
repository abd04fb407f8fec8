// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { loadForCar, vehicleSite } from "../../tests/kit/blocks/vehicle-test-kit.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import type { Car } from "../../runtime/types/index.ts";
import FuelCalculator from "./FuelCalculator.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { FuelCalculatorProps } from "./props.gen.ts";

const props = propsFrom<FuelCalculatorProps>(schema);

async function show(car: Car) {
  const { data } = await loadForCar(load, props, car);
  return renderBlock(FuelCalculator, { props, data, site: vehicleSite() });
}

const cost = () => screen.getByRole("status").textContent;

describe("FuelCalculator", () => {
  it("starts at $1.70, 250 km and the car's consumption: 250 / 100 x 6 x 1.70", async () => {
    await show(testCar());
    expect((screen.getByLabelText("Fuel price ($ per litre)") as HTMLInputElement).value).toBe("1.70");
    expect((screen.getByLabelText("Distance per week (km)") as HTMLInputElement).value).toBe("250");
    expect((screen.getByLabelText("Fuel consumption (L/100km)") as HTMLInputElement).value).toBe("6");
    expect(cost()).toBe("$25.50");
  });

  it("uses 10 L/100km when the car's consumption is unknown", async () => {
    await show(testCar({ variant: null }));
    expect(cost()).toBe("$42.50");
  });

  it("recomputes as the shopper changes the figures, counting blanks as 0", async () => {
    await show(testCar());
    fireEvent.change(screen.getByLabelText("Distance per week (km)"), { target: { value: "100" } });
    fireEvent.change(screen.getByLabelText("Fuel price ($ per litre)"), { target: { value: "2" } });
    expect(cost()).toBe("$12.00");
    fireEvent.change(screen.getByLabelText("Fuel price ($ per litre)"), { target: { value: "" } });
    expect(cost()).toBe("$0.00");
  });

  it("is hidden for electric cars", async () => {
    const { container } = await show(testCar({ fuel: "Electric", simple_fuel: "Electric" }));
    expect(container.innerHTML).toBe("");
  });

  it("is hidden for a caravan, which has no engine, but shown for a motorhome", async () => {
    const { container } = await show(testCar({ item_type: "caravan", fuel: null, simple_fuel: null }));
    expect(container.innerHTML).toBe("");
    await show(testCar({ item_type: "caravan", fuel: "Diesel", simple_fuel: "Diesel" }));
    expect(cost()).toBeTruthy();
  });
});
