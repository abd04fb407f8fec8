// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import type { Offer, Site } from "../../runtime/types/index.ts";
import type { SearchService } from "../../runtime/search/service/search-service.ts";
import { testLoaderContext, testSearchService } from "../../tests/kit/search-ui/test-service.ts";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import SpecialOffers from "./SpecialOffers.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { SpecialOffersProps } from "./props.gen.ts";

let service: SearchService;
let site: Site;
const props = propsFrom<SpecialOffersProps>(schema);
const offer = (id: string, title: string, start: string | null, expiry: string | null): Offer => ({
  id,
  title,
  description: `${title}: the details.`,
  image: "/media/art/suv/red.svg",
  start,
  expiry,
  search_url: "/search/used-cars",
});

beforeAll(async () => {
  ({ service, site } = await testSearchService(20));
  site.offers = [
    offer("running", "Used car clearance", "2020-01-01T00:00:00+10:00", "2099-12-31T23:59:59+10:00"),
    offer("over", "Last year's sale", null, "2021-01-01T00:00:00+10:00"),
    offer("later", "Next year's sale", "2099-01-01T00:00:00+10:00", null),
  ];
});
afterAll(() => service.close());

describe("SpecialOffers", () => {
  it("hands over only the running offers, each with its first cars and without its start", async () => {
    const data = await load(props, testLoaderContext(site, service, "/special-offers"));
    expect(data.offers.map((entry) => entry.id)).toEqual(["running"]);
    expect(data.offers[0]).not.toHaveProperty("start");
    expect(data.offers[0]!.cars.length).toBeGreaterThan(0);
    expect(data.offers[0]!.cars.length).toBeLessThanOrEqual(props.cars_per_offer);
    expect(data.offers[0]!.cars.every((car) => car.car_type === "used")).toBe(true);

    renderBlock(SpecialOffers, { props, data, site: site as never });
    const article = screen.getByRole("article", { name: "Used car clearance" });
    expect(within(article).getByText("Offer ends 31/12/2099")).toBeTruthy();
    expect(within(article).getByRole("link", { name: "View all offer stock" }).getAttribute("href")).toBe("/search/used-cars");
    expect(within(article).getAllByRole("article").length).toBe(data.offers[0]!.cars.length);
  });

  it("says so when no offer is running", () => {
    renderBlock(SpecialOffers, { props, data: { now: "2026-03-10T00:00:00Z", offers: [] }, site: site as never });
    expect(screen.getByRole("heading", { level: 1, name: "Special offers" })).toBeTruthy();
    expect(screen.getByText(props.empty_text)).toBeTruthy();
  });
});
