// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { loadForCar, vehicleSite } from "../../tests/kit/blocks/vehicle-test-kit.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import type { Car } from "../../runtime/types/index.ts";
import VehicleInfo from "./VehicleInfo.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { VehicleInfoProps } from "./props.gen.ts";

async function show(car: Car, site = vehicleSite(), props = propsFrom<VehicleInfoProps>(schema)) {
  const { data } = await loadForCar(load, props, car, site);
  return renderBlock(VehicleInfo, { props, data, site });
}

const tabNames = () => screen.getAllByRole("tab").map((tab) => tab.textContent);
const openTab = (name: string) => {
  fireEvent.click(screen.getByRole("tab", { name }));
  return screen.getByRole("tabpanel");
};

describe("VehicleInfo sections", () => {
  it("shows the site's sections in order as tabs, leaving out those with nothing to say", async () => {
    await show(testCar());
    expect(tabNames()).toEqual(["Dealer Comments", "Features", "Key Information", "Car Summary", "All Specifications", "Why Buy From Us?"]);
  });

  it("adds What's Included, Protect Your Car and Reserve Online when there is something to say", async () => {
    const props = propsFrom<VehicleInfoProps>(schema, { whats_included: ["Full tank"], protect_your_car: "Paint protection available." });
    await show(testCar(), vehicleSite({ checkout: true }), props);
    expect(tabNames()).toEqual(expect.arrayContaining(["What's Included", "Reserve Online", "Protect Your Car"]));
    expect(within(openTab("What's Included")).getByText("Full tank")).toBeTruthy();
  });

  it("uses accordions where the site says so", async () => {
    const { container } = await show(testCar(), vehicleSite({ info_layout: "accordions", info_sections: ["features", "dealer_comments"] }));
    expect(screen.queryByRole("tablist")).toBeNull();
    expect([...container.querySelectorAll("summary")].map((s) => s.textContent)).toEqual(["Features", "Dealer Comments"]);
    expect(container.querySelector("details")!.open).toBe(true);
  });

  it("moves between tabs with the arrow keys", async () => {
    await show(testCar());
    const first = screen.getByRole("tab", { name: "Dealer Comments" });
    fireEvent.keyDown(first, { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Features" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(first, { key: "ArrowLeft" });
    expect(screen.getByRole("tab", { name: "Dealer Comments" }).getAttribute("aria-selected")).toBe("true");
  });
});

describe("VehicleInfo dealer comments", () => {
  it("truncates comments over 400 characters with show more and show less", async () => {
    await show(testCar({ dealercomments: `${"a".repeat(400)}b` }));
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByText(`${"a".repeat(400)}...`)).toBeTruthy();
    fireEvent.click(within(panel).getByRole("button", { name: "Show more" }));
    expect(within(panel).getByText(`${"a".repeat(400)}b`)).toBeTruthy();
    fireEvent.click(within(panel).getByRole("button", { name: "Show less" }));
    expect(within(panel).getByText(`${"a".repeat(400)}...`)).toBeTruthy();
  });

  it("keeps comments of exactly 400 characters whole", async () => {
    await show(testCar({ dealercomments: "c".repeat(400) }));
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("shows the pending text when the dealer has written nothing", async () => {
    await show(testCar({ dealercomments: "  " }));
    expect(screen.getByText("Dealer comments are pending. Please check back here later.")).toBeTruthy();
  });
});

describe("VehicleInfo features and specifications", () => {
  it("shows the first 8 features, then all of them", async () => {
    await show(testCar({ standardEquipment: Array.from({ length: 9 }, (_, i) => `Feature ${i + 1}`) }));
    const panel = openTab("Features");
    expect(within(panel).getAllByRole("listitem")).toHaveLength(8);
    fireEvent.click(within(panel).getByRole("button", { name: "Show All Features (9)" }));
    expect(within(panel).getAllByRole("listitem")).toHaveLength(9);
    fireEvent.click(within(panel).getByRole("button", { name: "Hide Features" }));
    expect(within(panel).getAllByRole("listitem")).toHaveLength(8);
  });

  it("has no show-all control for 8 features", async () => {
    await show(testCar({ standardEquipment: Array.from({ length: 8 }, (_, i) => `Feature ${i + 1}`) }));
    expect(within(openTab("Features")).queryByRole("button")).toBeNull();
  });

  it("shows the first 4 specifications, then all", async () => {
    await show(testCar());
    const panel = openTab("All Specifications");
    expect(panel.querySelectorAll("dt")).toHaveLength(4);
    fireEvent.click(within(panel).getByRole("button", { name: "Show All Specifications" }));
    expect(panel.querySelectorAll("dt").length).toBeGreaterThan(4);
  });

  it("shows caravan dimensions in metres and the rego expiry as dd/MM/yyyy", async () => {
    await show(testCar({ item_type: "caravan", variant: null, specifications: { body_length: 24, body_width: null, tare_weight: null, axle_type: null, sleeps: null, aggregate_trailer_mass: null } }));
    expect(within(openTab("All Specifications")).getByText("7.32 m")).toBeTruthy();
    expect(within(openTab("Key Information")).getByText("Expires on 01/03/2099")).toBeTruthy();
  });

  it("shows 'Unregistered' for an expired rego only where the site says so", async () => {
    const { unmount } = await show(testCar({ rego_expiry: "2020-01-01" }));
    expect(within(openTab("Key Information")).queryByText("Rego expiry")).toBeNull();
    unmount();
    await show(testCar({ rego_expiry: "2020-01-01" }), vehicleSite({ rego_unregistered: true }));
    expect(within(openTab("Key Information")).getByText("Unregistered")).toBeTruthy();
  });
});

describe("VehicleInfo reserve online", () => {
  it("quotes the reserve terms and links the site's checkout path", async () => {
    const car = testCar();
    await show(car, vehicleSite({ checkout: true, return_terms: { days: 14, max_km: 500, min_fuel: "a quarter tank" } }));
    const panel = openTab("Reserve Online");
    expect(within(panel).getByText("Reserve this car online with a $200 deposit.")).toBeTruthy();
    expect(within(panel).getByText("Every used car comes with our 48-hour money-back guarantee.")).toBeTruthy();
    expect(within(panel).getByText(/Return it within 14 days/)).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "Reserve Online" }).getAttribute("href")).toBe(`/cars/${car.slug}/checkout`);
  });

  it("is left out for sold and reserved cars", async () => {
    const { unmount } = await show(testCar({ reserved: true }), vehicleSite({ checkout: true }));
    expect(screen.queryByRole("tab", { name: "Reserve Online" })).toBeNull();
    unmount();
    await show(testCar({ status: "sold", sold: true }), vehicleSite({ checkout: true }));
    expect(screen.queryByRole("tab", { name: "Reserve Online" })).toBeNull();
  });
});
