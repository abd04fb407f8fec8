// @vitest-environment jsdom
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderBlockOnServer, propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { loadWithServices, vehicleSite } from "../../tests/kit/blocks/vehicle-test-kit.ts";
import { memoryStock } from "../../tests/kit/vehicle/test-services.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import { testLoaderContext, testSite } from "../../tests/kit/vehicle/test-context.ts";
import { createSearchService, type SearchService } from "../../runtime/search/service/search-service.ts";
import { similarRoute } from "../../runtime/vehicle/vehicle-routes.ts";
import { similarCard } from "../../runtime/kit/vehicle.ts";
import type { Services } from "../../runtime/types/index.ts";
import SimilarCars from "./SimilarCars.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { SimilarCarsProps } from "./props.gen.ts";
import type { SimilarCarsData } from "./data.ts";

const props = propsFrom<SimilarCarsProps>(schema);
const subject = testCar({ id: 1, slug: "subject", path: "/cars/subject", name: "Subject", price: 30_000 });
// Seven in the price band: six show. One far outside the band (spec §9: plus or minus 10,000 under 50,000) never does.
const similar = Array.from({ length: 7 }, (_, i) =>
  testCar({ id: i + 2, slug: `similar-${i + 2}`, path: `/cars/similar-${i + 2}`, name: `Similar ${i + 2}`, price: 28_000 + i * 500 }),
);
const faraway = testCar({ id: 20, slug: "faraway", path: "/cars/faraway", name: "Far Away", price: 90_000 });
const stock = [subject, ...similar, faraway];
const cards = similar.map((car) => similarCard(car, { subscription: false, noPriceText: "Enquire for price." }));

let search: SearchService;
beforeAll(async () => {
  search = await createSearchService({ stock: memoryStock(stock), dataDir: mkdtempSync(join(tmpdir(), "similar-block-")), env: {} });
});
afterAll(() => search.close());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const services = (overrides: Partial<Services> = {}) => ({ stock: memoryStock(stock), search, ...overrides }) as Services;

describe("SimilarCars loader", () => {
  it("finds the cards GET /api/cars/{slug}/similar answers with, up to six, never the car itself", async () => {
    const { data } = await loadWithServices(load, props, subject, services());
    const ctx = testLoaderContext(services(), subject.slug, testSite());
    const answer = await similarRoute.handler(new Request(ctx.url), { ...ctx, site: ctx.site, params: { slug: subject.slug }, ip: "127.0.0.1" });
    const { hits } = (await answer.json()) as { hits: unknown[] };
    expect(data?.hits).toEqual(hits);
    expect(data?.hits).toHaveLength(6);
    expect(data?.hits.map((card) => card.path)).not.toContain("/cars/subject");
    expect(data?.hits.map((card) => card.path)).not.toContain("/cars/faraway");
    expect(data?.title).toBe("Similar Cars In-Stock");
  });

  it("leaves the section out when there are no similar cars", async () => {
    const { data } = await loadWithServices(load, props, faraway, services());
    expect(data).toBeNull();
  });

  it("logs a failed search and leaves the section out", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const down = { siteSearchKey: () => { throw new Error("search is down"); } } as unknown as SearchService;
    const { data } = await loadWithServices(load, props, subject, services({ search: down }));
    expect(data).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining("Similar cars failed to load"));
  });
});

describe("SimilarCars", () => {
  const data: SimilarCarsData = { slug: subject.slug, title: "Similar Cars In-Stock", hits: cards.slice(0, 6) };

  it("is in the server's HTML: the heading and six cards linking to the cars, no placeholder", () => {
    const container = renderBlockOnServer(SimilarCars, { props, data, site: vehicleSite() });
    expect(within(container).getByRole("heading", { name: "Similar Cars In-Stock" })).toBeTruthy();
    expect(within(container).getAllByRole("article")).toHaveLength(6);
    expect(within(container).getByRole("link", { name: "Similar 2" }).getAttribute("href")).toBe("/cars/similar-2");
    expect(container.querySelector("[aria-busy]")).toBeNull();
  });

  it("shows the loader's cards in the browser without fetching them again", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderBlock(SimilarCars, { props, data, site: vehicleSite() });
    expect(screen.getAllByRole("article")).toHaveLength(6);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says 'Available' on subscription sites and names other vehicle types", async () => {
    const caravan = testCar({ ...subject, item_type: "caravan" });
    const { data: loaded } = await loadWithServices(load, props, caravan, services({ stock: memoryStock([caravan, ...similar]) }), vehicleSite({}, { offers_subscription: true }));
    expect(loaded?.title).toBe("Similar Caravans Available");
  });

  it("prices subscription cars by the week, and leaves a caravan's odometer out", () => {
    const subscription = similarCard(testCar({ id: 8, path: "/cars/sub-8", name: "Sub 8", subscription_price: 189 }), { subscription: true, noPriceText: "Enquire for price." });
    const caravan = similarCard(testCar({ id: 9, path: "/cars/van-9", name: "Van 9", item_type: "caravan", simple_fuel: null, simple_transmission: null, km: 0 }), { subscription: false, noPriceText: "Enquire for price." });
    renderBlock(SimilarCars, { props, data: { ...data, hits: [subscription, caravan] }, site: vehicleSite() });
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(screen.getByText("$189").textContent).toBe("$189 /week");
    expect(screen.getByRole("link", { name: "Van 9" }).closest("article")!.textContent).not.toMatch(/km/);
  });

  it("renders nothing without data (no car, no similar cars or a failed search)", () => {
    const { container } = renderBlock(SimilarCars, { props, data: null, site: vehicleSite() });
    expect(container.innerHTML).toBe("");
  });
});
