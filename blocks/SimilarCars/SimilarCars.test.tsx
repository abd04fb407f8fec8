// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { loadForCar, vehicleSite } from "../../tests/kit/blocks/vehicle-test-kit.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import { similarCard } from "../../runtime/kit/vehicle.ts";
import SimilarCars from "./SimilarCars.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { SimilarCarsProps } from "./props.gen.ts";

const props = propsFrom<SimilarCarsProps>(schema);
const cards = Array.from({ length: 7 }, (_, i) =>
  similarCard(testCar({ id: i + 1, path: `/cars/similar-${i + 1}`, name: `Similar ${i + 1}` }), { subscription: false, noPriceText: "Enquire for price." }),
);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function show(respond: () => Promise<Response>, site = vehicleSite(), car = testCar()) {
  vi.stubGlobal("fetch", vi.fn(respond));
  const { data } = await loadForCar(load, props, car, site);
  return renderBlock(SimilarCars, { props, data, site });
}

describe("SimilarCars", () => {
  it("shows six placeholders under 'Similar Cars In-Stock' while loading", async () => {
    await show(() => new Promise(() => {}));
    expect(screen.getByRole("heading", { name: "Similar Cars In-Stock" })).toBeTruthy();
    expect(screen.getAllByTestId("similar-placeholder")).toHaveLength(6);
  });

  it("says 'Available' on subscription sites and names other vehicle types", async () => {
    await show(() => new Promise(() => {}), vehicleSite({}, { offers_subscription: true }), testCar({ item_type: "caravan" }));
    expect(screen.getByRole("heading", { name: "Similar Caravans Available" })).toBeTruthy();
  });

  it("shows up to 6 cards linking to the cars", async () => {
    await show(async () => new Response(JSON.stringify({ hits: cards })));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(6));
    expect(screen.getByRole("link", { name: "Similar 1" }).getAttribute("href")).toBe("/cars/similar-1");
    expect(screen.queryByTestId("similar-placeholder")).toBeNull();
  });

  it("prices subscription cars by the week, and leaves a caravan's odometer out", async () => {
    const subscription = similarCard(testCar({ id: 8, path: "/cars/sub-8", name: "Sub 8", subscription_price: 189 }), { subscription: true, noPriceText: "Enquire for price." });
    const caravan = similarCard(testCar({ id: 9, path: "/cars/van-9", name: "Van 9", item_type: "caravan", simple_fuel: null, simple_transmission: null, km: 0 }), { subscription: false, noPriceText: "Enquire for price." });
    await show(async () => new Response(JSON.stringify({ hits: [subscription, caravan] })));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(2));
    expect(screen.getByText("$189").textContent).toBe("$189 /week");
    expect(screen.getByRole("link", { name: "Van 9" }).closest("article")!.textContent).not.toMatch(/km/);
  });

  it("logs a failure and leaves the section out", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = await show(async () => new Response("oops", { status: 500 }));
    await waitFor(() => expect(container.innerHTML).toBe(""));
    expect(error).toHaveBeenCalledWith("Similar cars failed to load", expect.any(Error));
  });

  it("leaves the section out when there are no similar cars", async () => {
    const { container } = await show(async () => new Response(JSON.stringify({ hits: [] })));
    await waitFor(() => expect(container.innerHTML).toBe(""));
  });
});
