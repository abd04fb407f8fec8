// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Site } from "../../runtime/types/index.ts";
import type { Car } from "../../runtime/types/generated/car.ts";
import type { SearchService } from "../../runtime/search/service/search-service.ts";
import { createInProcessSearchClient } from "../../runtime/search/in-process-client.ts";
import { testLoaderContext, testSearchService } from "../../tests/kit/search-ui/test-service.ts";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import DealershipSearch from "./DealershipSearch.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { DealershipSearchProps } from "./props.gen.ts";

let service: SearchService;
let site: Site;
let cars: Car[];
const browser = vi.hoisted(() => ({ client: null as unknown }));
vi.mock("../../runtime/search-ui/browser-client.ts", () => ({ searchClientFor: () => browser.client }));

beforeAll(async () => {
  ({ service, site, cars } = await testSearchService());
  browser.client = createInProcessSearchClient(service, service.siteSearchKey(site));
});
afterAll(() => service.close());

describe("DealershipSearch (spec §2, §7: dealership-scoped, facets categories and price)", () => {
  it("shows 21 of the dealership's cars with its categories, and links to its search page", async () => {
    const props = propsFrom<DealershipSearchProps>(schema, { dealership: "harbour-motors-kia" });
    const data = await load(props, testLoaderContext(site, service, "/"));
    renderBlock(DealershipSearch, { props, data, site: site as never });
    const kiaIds = new Set(cars.filter((car) => car.dealership_id === 102).map((car) => String(car.id)));
    const articles = () => screen.getAllByRole("article");
    expect(articles().length).toBeGreaterThan(0);
    expect(articles().length).toBeLessThanOrEqual(21);
    for (const hit of data.results[0]!.hits) expect(kiaIds.has(hit.objectID)).toBe(true);
    expect(screen.getByRole("link", { name: "View all Cars at Harbour Motors Kia" }).getAttribute("href")).toBe("/search/harbour-motors-kia");

    const used = screen.getByRole("button", { name: /^Used Cars/ });
    const usedCount = Number(within(used).getByText(/^\d+$/).textContent);
    fireEvent.click(used);
    await waitFor(() => expect(used.getAttribute("aria-pressed")).toBe("true"));
    await waitFor(() => expect(articles().length).toBe(Math.min(21, usedCount)));
  });

  it("follows the page's {slug} when no dealership is set", async () => {
    const props = propsFrom<DealershipSearchProps>(schema);
    const data = await load(props, testLoaderContext(site, service, "/", { slug: "harbour-motors-kia" }));
    expect(data.dealership.slug).toBe("harbour-motors-kia");
    const fallback = await load(props, testLoaderContext(site, service, "/"));
    expect(fallback.dealership.slug).toBe("harbour-motors-toyota");
  });
});
