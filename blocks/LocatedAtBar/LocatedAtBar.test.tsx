// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { loadForCar, vehicleSite } from "../../tests/kit/blocks/vehicle-test-kit.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import LocatedAtBar from "./LocatedAtBar.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { LocatedAtBarProps } from "./props.gen.ts";

const props = propsFrom<LocatedAtBarProps>(schema);
const location = (id: number, primary: boolean, city: string, more: Record<string, unknown> = {}) => ({
  id, name: `${city} Sales`, slug: city.toLowerCase(), primary, location_type: "sales", visible: true,
  address: { street: "1 Main Road", city, state: "NSW", postcode: "2150", ...more },
});
const site = vehicleSite({}, { locations: [location(1, true, "Sydney"), location(2, false, "Parramatta", { lat: -33.81, long: 151.0 })] });

async function show(locationId: number) {
  const { data } = await loadForCar(load, props, testCar({ location_id: locationId }), site);
  return renderBlock(LocatedAtBar, { props, data, site });
}

describe("LocatedAtBar", () => {
  it("announces 'Located at {city}' with directions for a car at a non-primary location", async () => {
    await show(2);
    expect(screen.getByText("Located at Parramatta")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Get Directions" }).getAttribute("href")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=-33.81%2C151",
    );
  });

  it("is left out for the primary location and unknown locations", async () => {
    const primary = await show(1);
    expect(primary.container.innerHTML).toBe("");
    primary.unmount();
    const unknown = await show(99);
    expect(unknown.container.innerHTML).toBe("");
  });

  it("can be dismissed", async () => {
    await show(2);
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Located at Parramatta")).toBeNull();
  });
});
