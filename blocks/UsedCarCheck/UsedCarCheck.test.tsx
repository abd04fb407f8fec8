// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { loadForCar, vehicleSite } from "../../tests/kit/blocks/vehicle-test-kit.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import type { Car } from "../../runtime/types/index.ts";
import UsedCarCheck from "./UsedCarCheck.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { UsedCarCheckProps } from "./props.gen.ts";

async function show(car: Car, site = vehicleSite(), props = propsFrom<UsedCarCheckProps>(schema)) {
  const { data } = await loadForCar(load, props, car, site);
  return renderBlock(UsedCarCheck, { props, data, site });
}

describe("UsedCarCheck", () => {
  it("shows the used car's checkable details", async () => {
    await show(testCar());
    expect(screen.getByRole("heading", { name: "Used Car Check" })).toBeTruthy();
    expect(screen.getByText("JTNKB3BE10J012345")).toBeTruthy();
    expect(screen.getByText("45,210 km")).toBeTruthy();
    expect(screen.getByText("11/2020")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Check the register yourself" }).getAttribute("href")).toBe("https://www.ppsr.gov.au/");
  });

  it("links the history report, as a PPSR report where the site has the plugin", async () => {
    const car = testCar({ file: "https://cdn.example.com/report.pdf" });
    const { unmount } = await show(car);
    expect(screen.getByRole("link", { name: "View History Report" })).toBeTruthy();
    unmount();
    await show(car, vehicleSite({}, { plugins: { autogauge: false, car_analysis: false, ppsr_report: true } }));
    expect(screen.getByRole("link", { name: "Download PPSR Report" }).getAttribute("href")).toBe("https://cdn.example.com/report.pdf");
  });

  it("lists the dealer's own checks when given", async () => {
    await show(testCar(), vehicleSite(), propsFrom<UsedCarCheckProps>(schema, { checks: ["150-point inspection"] }));
    expect(screen.getByRole("listitem").textContent).toBe("150-point inspection");
  });

  it("is left out for new and demo cars", async () => {
    const { container } = await show(testCar({ car_type: "new" }));
    expect(container.innerHTML).toBe("");
  });
});
