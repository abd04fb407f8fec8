// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { loadForCar, vehicleSite } from "../../tests/kit/blocks/vehicle-test-kit.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import PriceComparison from "./PriceComparison.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { PriceComparisonProps } from "./props.gen.ts";

const props = propsFrom<PriceComparisonProps>(schema);
const gauge = { fill: 0.7, listing_price: 27000, market_range_min: 26000, market_range_max: 31000, confidence: 0.8, description: "Priced $2,000 below the average." };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function show(body: unknown, status = 200, site = vehicleSite()) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetch);
  const car = testCar();
  const { data } = await loadForCar(load, props, car);
  const view = renderBlock(PriceComparison, { props, data, site });
  return { ...view, fetch, car };
}

describe("PriceComparison", () => {
  it("shows a skeleton, then the gauge with 'Great Deal' from a fill of 0.65", async () => {
    const { fetch, car } = await show(gauge);
    expect(screen.getByTestId("gauge-skeleton")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("Great Deal")).toBeTruthy());
    expect(fetch).toHaveBeenCalledWith(`/api/cars/${car.slug}/autogauge`, expect.anything());
    expect(screen.getByText("$26,000 – $31,000")).toBeTruthy();
    expect(screen.getByRole("img").getAttribute("class")).toContain("fc-vdp-gauge--high");
  });

  it("says 'Good Deal' below 0.65 and colours the dial by level", async () => {
    await show({ ...gauge, fill: 0.64 });
    await waitFor(() => expect(screen.getByText("Good Deal")).toBeTruthy());
    expect(screen.getByRole("img").getAttribute("class")).toContain("fc-vdp-gauge--high");
  });

  it("names no deal for a price above the middle of the market range, unless the site follows the spec's formula", async () => {
    const { unmount } = await show({ ...gauge, fill: 0.2 });
    await waitFor(() => expect(screen.getByText("$26,000 – $31,000")).toBeTruthy());
    expect(screen.queryByText(/Deal/)).toBeNull();
    unmount();
    await show({ ...gauge, fill: 0.2 }, 200, vehicleSite({ deal_title: "spec" }));
    await waitFor(() => expect(screen.getByText("Good Deal")).toBeTruthy());
  });

  it("uses the medium level between 0.3 and 0.6", async () => {
    await show({ ...gauge, fill: 0.3 });
    await waitFor(() => expect(screen.getByRole("img").getAttribute("class")).toContain("fc-vdp-gauge--medium"));
  });

  for (const [why, body] of [
    ["a missing figure", { ...gauge, confidence: null }],
    ["confidence of 0.2", { ...gauge, confidence: 0.2 }],
    ["a range max below the price", { ...gauge, market_range_max: 26999 }],
  ] as const) {
    it(`is left out for ${why}`, async () => {
      const { container } = await show(body);
      await waitFor(() => expect(container.innerHTML).toBe(""));
    });
  }

  it("logs a failure or an empty body and is left out", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await show({ message: "nope" }, 500);
    await waitFor(() => expect(failed.container.innerHTML).toBe(""));
    failed.unmount();
    const empty = await show(null);
    await waitFor(() => expect(empty.container.innerHTML).toBe(""));
    expect(error).toHaveBeenCalledWith("Price comparison failed", new Error("No data returned"));
  });
});
