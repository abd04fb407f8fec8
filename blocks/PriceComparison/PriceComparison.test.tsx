// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderBlockOnServer, propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { loadForCar, loadWithServices, vehicleSite } from "../../tests/kit/blocks/vehicle-test-kit.ts";
import { memoryStock } from "../../tests/kit/vehicle/test-services.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import { testLoaderContext } from "../../tests/kit/vehicle/test-context.ts";
import { autogaugeRoute } from "../../runtime/vehicle/vehicle-routes.ts";
import type { Services } from "../../runtime/types/index.ts";
import PriceComparison from "./PriceComparison.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { PriceComparisonProps } from "./props.gen.ts";
import type { PriceComparisonData } from "./data.ts";

const props = propsFrom<PriceComparisonProps>(schema);
const gauge = { fill: 0.7, listing_price: 27000, market_range_min: 26000, market_range_max: 31000, confidence: 0.8, description: "Priced $2,000 below the average." };
const data = (overrides: Partial<typeof gauge> = {}): PriceComparisonData => ({ slug: "car", gauge: { ...gauge, ...overrides } });

const car = testCar({ id: 1, price: 27000, km: 40000, year: 2021, state: "NSW" });
const peers = [26000, 28000, 29000, 30000, 31000, 32000].map((price, i) => testCar({ id: i + 2, slug: `peer-${i + 2}`, price, km: 40000, year: 2021, state: "NSW" }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("PriceComparison loader", () => {
  it("works out the comparison GET /api/cars/{slug}/autogauge answers with", async () => {
    const stock = [car, ...peers];
    const { data: loaded } = await loadForCar(load, props, car, undefined, stock);
    const ctx = testLoaderContext({ stock: memoryStock(stock) } as Services, car.slug);
    const answer = await autogaugeRoute.handler(new Request(ctx.url), { ...ctx, params: { slug: car.slug }, ip: "127.0.0.1" });
    expect(loaded).toEqual({ slug: car.slug, gauge: await answer.json() });
    expect(loaded?.gauge.market_range_min).toBe(27000);
  });

  it("leaves out a comparison without enough comparable listings", async () => {
    const { data: loaded } = await loadForCar(load, props, car, undefined, [car, peers[0]!]);
    expect(loaded).toBeNull();
  });

  it("logs a failure and leaves the section out", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const stock = memoryStock([car, ...peers]);
    stock.changeCursor = async () => {
      throw new Error("database is down");
    };
    const { data: loaded } = await loadWithServices(load, props, car, { stock } as Services);
    expect(loaded).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining("Price comparison failed"));
  });
});

describe("PriceComparison", () => {
  it("is in the server's HTML with its figures, 'Great Deal' from a fill of 0.65 and the needle at the rating", () => {
    const container = renderBlockOnServer(PriceComparison, { props, data: data(), site: vehicleSite() });
    const card = within(container).getByRole("region", { name: "Market Price Comparison" });
    expect(within(card).getByText("Great Deal")).toBeTruthy();
    expect(card.textContent).toContain("This car$27,000");
    expect(within(card).getByText("$26,000 – $31,000")).toBeTruthy();
    expect(within(card).getByRole("img", { name: "Deal rating 70 out of 100" }).getAttribute("class")).toContain("fc-vdp-gauge--high");
    // 0.7 of the half-dial from the left end (-90deg).
    expect(card.querySelector<SVGGElement>(".fc-vdp-gauge__needle")!.style.transform).toBe("rotate(36deg)");
    expect(container.querySelector("[aria-busy]")).toBeNull();
  });

  it("shows the loader's comparison in the browser without fetching it again", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderBlock(PriceComparison, { props, data: data(), site: vehicleSite() });
    expect(screen.getByText("Great Deal")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says 'Good Deal' below 0.65 and colours the dial by level", () => {
    renderBlock(PriceComparison, { props, data: data({ fill: 0.64 }), site: vehicleSite() });
    expect(screen.getByText("Good Deal")).toBeTruthy();
    expect(screen.getByRole("img").getAttribute("class")).toContain("fc-vdp-gauge--high");
  });

  it("names no deal for a price above the middle of the market range, unless the site follows the spec's formula", () => {
    const { unmount } = renderBlock(PriceComparison, { props, data: data({ fill: 0.2 }), site: vehicleSite() });
    expect(screen.getByText("$26,000 – $31,000")).toBeTruthy();
    expect(screen.queryByText(/Deal/)).toBeNull();
    unmount();
    renderBlock(PriceComparison, { props, data: data({ fill: 0.2 }), site: vehicleSite({ deal_title: "spec" }) });
    expect(screen.getByText("Good Deal")).toBeTruthy();
  });

  it("uses the medium level between 0.3 and 0.6", () => {
    renderBlock(PriceComparison, { props, data: data({ fill: 0.3 }), site: vehicleSite() });
    expect(screen.getByRole("img").getAttribute("class")).toContain("fc-vdp-gauge--medium");
  });

  it("renders nothing without data (no car, an incomplete comparison or a failure)", () => {
    const { container } = renderBlock(PriceComparison, { props, data: null, site: vehicleSite() });
    expect(container.innerHTML).toBe("");
  });
});
