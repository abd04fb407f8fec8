// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { VehicleCard } from "./vehicle-card.tsx";
import type { CardOptions } from "./card-options.ts";
import { testHit } from "../../tests/kit/search-ui/test-hits.ts";

afterEach(cleanup);
beforeEach(() => window.localStorage.clear());

const options: CardOptions = {
  tags: { fuelTypeTags: false, justArrivedDays: 8, justArrivedTagName: "New Arrival", soldTagName: "JUST SOLD" },
  price: { subscription: false, noPriceText: "Enquire for price." },
  showViews: false,
  storeFavourites: true,
  now: new Date("2026-03-10T00:00:00Z"),
};

function card(overrides: Parameters<typeof testHit>[0], cardOptions: Partial<CardOptions> = {}, photo: "first" | "eager" | "lazy" = "eager") {
  render(<VehicleCard hit={testHit(overrides)} options={{ ...options, ...cardOptions }} photo={photo} />);
  return screen.getByRole("article");
}

describe("VehicleCard (spec §2 cards)", () => {
  it("shows the title, badge, price, key facts and a link to /cars/{slug}", () => {
    const article = card({ id: 7 });
    expect(within(article).getByRole("heading", { name: "2021 Toyota Corolla" })).toBeTruthy();
    expect(within(article).getByText("Ascent Sport MZEA12R")).toBeTruthy();
    expect(within(article).getByText("$25,990")).toBeTruthy();
    expect(within(article).getByText("42,000 km")).toBeTruthy();
    expect(within(article).getByRole("link", { name: "View Details" }).getAttribute("href")).toBe("/cars/2021-toyota-corolla-ascent-7");
  });

  it("overlays the city and state, else the location's name", () => {
    expect(within(card({ id: 1 })).getByText("Sydney, NSW")).toBeTruthy();
    cleanup();
    expect(within(card({ id: 2, city: null, state: null })).getByText("Harbour Motors Sydney")).toBeTruthy();
  });

  it("reserves the image's space and loads images lazily after the first row", () => {
    const eager = card({ id: 1 }).querySelector("img")!;
    expect([eager.getAttribute("width"), eager.getAttribute("height"), eager.getAttribute("loading")]).toEqual(["600", "400", "eager"]);
    expect(eager.getAttribute("fetchpriority")).toBeNull();
    cleanup();
    expect(card({ id: 2 }, {}, "lazy").querySelector("img")!.getAttribute("loading")).toBe("lazy");
  });

  it("fetches the first card's photo (the page's largest image on a phone) before anything else, never lazily", () => {
    const first = card({ id: 1 }, {}, "first").querySelector("img")!;
    expect([first.getAttribute("loading"), first.getAttribute("fetchpriority")]).toEqual(["eager", "high"]);
  });

  it("shows the view count only where the site shows it", () => {
    expect(within(card({ id: 1, views: 1234 })).queryByText("1,234 views")).toBeNull();
    cleanup();
    expect(within(card({ id: 1, views: 1234 }, { showViews: true })).getByText("1,234 views")).toBeTruthy();
  });

  it("shows one tag by the spec's precedence", () => {
    expect(within(card({ id: 1, reserved: true, tag: "Test Drive Only" })).getByText("Reserved")).toBeTruthy();
    cleanup();
    expect(within(card({ id: 1, tag: "Test Drive Only", status: "coming_soon" })).getByText("Test Drive Only")).toBeTruthy();
    cleanup();
    expect(within(card({ id: 1, status: "coming_soon" })).getByText("COMING SOON")).toBeTruthy();
    cleanup();
    expect(within(card({ id: 1, created_at: "2026-03-05T00:00:00Z" })).getByText("New Arrival")).toBeTruthy();
    cleanup();
    expect(within(card({ id: 1, car_type: "used", certified: true })).getByRole("img", { name: "Toyota Certified Pre-Owned" })).toBeTruthy();
  });

  it("shows the was price, PREORDER and the site's no-price text by the price rules", () => {
    expect(within(card({ id: 1, price: 30_000, before_price: 34_000 })).getByText("Was $34,000")).toBeTruthy();
    cleanup();
    expect(within(card({ id: 1, price: 0, preorder: true })).getByText("PREORDER")).toBeTruthy();
    cleanup();
    expect(within(card({ id: 1, price: 0 }, { price: { subscription: false, noPriceText: "Call us" } })).getByText("Call us")).toBeTruthy();
  });

  it("offers save and compare for cars in stock, and hides them on sold cars with the sold tag", () => {
    const inStock = card({ id: 1 });
    fireEvent.click(within(inStock).getByRole("button", { name: "SAVE" }));
    expect(within(inStock).getByRole("button", { name: "SAVED" })).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem("forecourt:favourites")!)[0].id).toBe(1);
    fireEvent.click(within(inStock).getByRole("button", { name: "SAVE TO COMPARE" }));
    expect(within(inStock).getByRole("button", { name: "SAVED TO COMPARE" }).getAttribute("aria-pressed")).toBe("true");
    expect(JSON.parse(window.localStorage.getItem("forecourt:compare")!)[0]).toMatchObject({ id: 1, slug: expect.any(String) });
    cleanup();
    const sold = card({ id: 2, status: "sold", sold: true });
    expect(within(sold).queryByRole("button")).toBeNull();
    expect(within(sold).getByText("JUST SOLD")).toBeTruthy();
  });
});
