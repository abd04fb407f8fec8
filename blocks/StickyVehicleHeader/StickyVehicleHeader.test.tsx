// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { installReducedMotionQuery, setReducedMotion } from "../../tests/kit/blocks/test-reduced-motion.ts";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { loadForCar, vehicleSite } from "../../tests/kit/blocks/vehicle-test-kit.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import type { Car } from "../../runtime/types/index.ts";
import StickyVehicleHeader from "./StickyVehicleHeader.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { StickyVehicleHeaderProps } from "./props.gen.ts";

const props = propsFrom<StickyVehicleHeaderProps>(schema);

async function show(car: Car = testCar(), site = vehicleSite()) {
  const { data } = await loadForCar(load, props, car, site);
  return renderBlock(StickyVehicleHeader, { props, data, site });
}

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });
}

beforeAll(async () => {
  installReducedMotionQuery();
  // The bar loads framer-motion the first time it moves; loaded here, the tests time the motion, not the import.
  await import("framer-motion");
});
afterEach(() => {
  scrollTo(0);
  setReducedMotion(false);
});

describe("StickyVehicleHeader", () => {
  it("opens after scrolling past 500 px and closes above it", async () => {
    await show();
    const bar = screen.getByRole("region", { hidden: true });
    expect(bar.hidden).toBe(true);
    scrollTo(500);
    expect(bar.hidden).toBe(true);
    scrollTo(501);
    expect(bar.hidden).toBe(false);
    scrollTo(120);
    // It slides up out of view, then hides.
    expect(bar.hidden).toBe(false);
    await waitFor(() => expect(bar.hidden).toBe(true));
  });

  it("opens and closes at once under prefers-reduced-motion", async () => {
    setReducedMotion(true);
    await show();
    const bar = screen.getByRole("region", { hidden: true });
    scrollTo(501);
    expect(bar.hidden).toBe(false);
    scrollTo(120);
    expect(bar.hidden).toBe(true);
    expect(bar.style.transform).toBe("");
  });

  it("uses the site's threshold", async () => {
    await show(testCar(), vehicleSite({ sticky_header_threshold: 900 }));
    scrollTo(900);
    expect(screen.getByRole("region", { hidden: true }).hidden).toBe(true);
    scrollTo(901);
    expect(screen.getByRole("region").hidden).toBe(false);
  });

  it("shows image, name, transmission and body, price and the Get Finance / Trade-In Valuation buttons", async () => {
    const car = testCar();
    await show(car);
    scrollTo(800);
    const bar = screen.getByRole("region");
    expect(bar.textContent).toContain("2021 Toyota Corolla Ascent Sport");
    expect(bar.textContent).toContain("Automatic · Hatchback");
    expect(bar.textContent).toContain("$27,990");
    expect(screen.getByRole("link", { name: "Get Finance" }).getAttribute("href")).toContain(`car_id=${car.id}`);
    expect(screen.getByRole("link", { name: "Trade-In Valuation" }).getAttribute("href")).toBe(`/cars/trade-in?car_id=${car.id}`);
  });

  it("leaves Trade-In Valuation out for a car that cannot be valued (reserved, or priced 200 or less) and on sites without it", async () => {
    for (const [car, site] of [
      [testCar({ reserved: true }), vehicleSite()],
      [testCar({ price: 200 }), vehicleSite()],
      [testCar(), vehicleSite({ trade_in_button: false })],
    ] as const) {
      const { unmount } = await show(car, site);
      scrollTo(800);
      expect(screen.getByRole("link", { name: "Get Finance" })).toBeTruthy();
      expect(screen.queryByRole("link", { name: "Trade-In Valuation" })).toBeNull();
      unmount();
    }
  });

  it("shows the estimated finance where the site's provider rule allows it", async () => {
    const lender = {
      disclaimer: null, deposit: null, balloon: null, paymentWeek: 123, paymentMonth: 533, totalPayable: null, interestRate: 7.99,
      comparisonRate: 8.38, termYears: 5, termMonths: null, termWeeks: null, establishmentFees: null, financeProvider: "default",
    };
    await show(testCar({ finance_lenders: { default: lender } }));
    scrollTo(800);
    expect(screen.getByRole("region").textContent).toContain("Est. $123 per week");
  });

  it("is left out for cars not in stock", async () => {
    const { container } = await show(testCar({ status: "sold", sold: true }));
    expect(container.innerHTML).toBe("");
  });
});
