// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SiteContext, type PublicSite } from "../ui/site-context.tsx";
import { SearchApp } from "./search-app.tsx";
import { fakeSearchClient, pageData, searchSite, type FakeIndex } from "../../tests/kit/search-ui/test-search.ts";
import { testHit } from "../../tests/kit/search-ui/test-hits.ts";
import { CARD_ATTRIBUTES, PAGE_RESPONSE_FIELDS } from "./car-hit.ts";
import type { SearchPageData } from "./search-data.ts";

afterEach(cleanup);
beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, "", "/search/new-used-and-demo-cars");
});

const facets = {
  car_type: { new: 3, used: 8, demo: 1 },
  make: { Toyota: 9, Kia: 2, Mazda: 1 },
  certified: { true: 2, false: 10 },
  price: { "25990": 12 },
};

function renderSearch(index: FakeIndex, options: { site?: PublicSite; data?: Partial<SearchPageData>; path?: string } = {}) {
  if (options.path) window.history.replaceState(null, "", options.path);
  const site = options.site ?? searchSite();
  const client = fakeSearchClient(index);
  render(
    <SiteContext.Provider value={site}>
      <SearchApp site={site} data={pageData(options.data)} searchClient={client} heading="" layout="site" idPrefix="search-0" />
    </SiteContext.Provider>,
  );
  return client;
}

const cards = () => within(screen.getByRole("region", { name: "Search results" })).queryAllByRole("article");

describe("SearchApp results", () => {
  it("collapses each run of sold cars into one sold card", async () => {
    const sold = { status: "sold" as const, sold: true };
    renderSearch({ hits: [testHit({ id: 1 }), testHit({ id: 2, ...sold }), testHit({ id: 3, ...sold }), testHit({ id: 4 }), testHit({ id: 5, ...sold })], facets });
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(cards().map((card) => card.querySelector("a")!.getAttribute("href"))).toEqual([
      "/cars/2021-toyota-corolla-ascent-1",
      "/cars/2021-toyota-corolla-ascent-2",
      "/cars/2021-toyota-corolla-ascent-4",
      "/cars/2021-toyota-corolla-ascent-5",
    ]);
  });

  it("keeps every sold card when every hit is sold", async () => {
    const sold = { status: "sold" as const, sold: true };
    renderSearch({ hits: [1, 2, 3].map((id) => testHit({ id, ...sold })), facets });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getAllByText("JUST SOLD")).toHaveLength(3);
  });

  it("places the Sell your car promo at its position while it is active", async () => {
    const site = searchSite({
      promo_cards: [
        { position: 1 },
        { position: 0, expiry: "2026-03-01T00:00:00Z" },
      ],
    });
    renderSearch({ hits: [1, 2, 3].map((id) => testHit({ id })), facets }, { site });
    const promo = await screen.findByRole("complementary", { name: "Sell your car" });
    expect(within(promo).getByRole("heading", { name: "We Want Your Car" })).toBeTruthy();
    expect(within(promo).getByText("We buy all types of cars")).toBeTruthy();
    expect(within(promo).getByText("Our high turnover means we can pay more")).toBeTruthy();
    const grid = screen.getByRole("region", { name: "Search results" }).querySelector("ul")!;
    expect([...grid.children].map((item) => item.firstElementChild!.tagName)).toEqual(["ARTICLE", "ASIDE", "ARTICLE", "ARTICLE"]);
    expect(screen.getAllByRole("complementary", { name: "Sell your car" })).toHaveLength(1);
  });

  it("says 'No Results Available' with Clear Filters when nothing matches", async () => {
    renderSearch({ hits: [], facets: {} }, { path: "/search/used-cars?make=Lada" });
    expect(await screen.findByRole("heading", { name: "No Results Available" })).toBeTruthy();
    const clear = within(screen.getByRole("status")).getByRole("link", { name: "Clear Filters" });
    expect(clear.getAttribute("href")).toBe("/search/new-used-and-demo-cars");
    fireEvent.click(clear);
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe("/search/new-used-and-demo-cars"));
  });

  it("uses the search wording when a text search finds nothing", async () => {
    renderSearch({ hits: [], facets: {} }, { path: "/search/new-used-and-demo-cars?query=zzz" });
    expect(
      await screen.findByText("No results found for your search at this time. Please try adjusting the filters for more results."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "View Special Offers" }).getAttribute("href")).toBe("/special-offers");
  });
});

describe("SearchApp layouts and history", () => {
  it("shows the results as a carousel where the site asks for one, previous disabled at the start, pages still linked", async () => {
    renderSearch({ hits: [1, 2, 3].map((id) => testHit({ id })), facets, nbHits: 60 }, { site: searchSite({ carousel: true }) });
    const results = screen.getByRole("region", { name: "Search results" });
    // Previous comes with embla, a chunk of its own loaded once the carousel shows: slower than a render on a busy machine.
    const previous = await within(results).findByRole("button", { name: "Previous" }, { timeout: 5000 });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    expect(results.querySelector(".fc-results__carousel")).toBeTruthy();
    expect(within(results).getAllByRole("article")).toHaveLength(3);
    expect(within(results).getByRole("navigation", { name: "Pages of results" })).toBeTruthy();
  });

  it("remembers a refined search in the shopper's search history", async () => {
    renderSearch({ hits: [testHit({ id: 1 })], facets }, { path: "/search/used-cars?make=Kia" });
    await waitFor(() => expect(window.localStorage.getItem("forecourt:searches")).not.toBeNull(), { timeout: 3000 });
    expect(JSON.parse(window.localStorage.getItem("forecourt:searches")!)).toEqual([
      { url: "/search/used-cars?make=Kia", label: "Used Kia Cars" },
    ]);
  });
});

describe("SearchApp while searching", () => {
  it("keeps the last results and filters on screen when a search fails", async () => {
    const client = renderSearch({ hits: [1, 2, 3].map((id) => testHit({ id })), facets });
    await waitFor(() => expect(cards()).toHaveLength(3));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    client.search.mockRejectedValue(Object.assign(new Error("Search is down"), { status: 500 }));
    fireEvent.click(within(screen.getByRole("region", { name: "Make" })).getByRole("link", { name: /Kia/ }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith("Search failed; the last results stay on screen", expect.any(Error)));
    expect(cards()).toHaveLength(3);
    expect(within(screen.getByRole("region", { name: "Make" })).getAllByRole("link")).toHaveLength(3);
    logged.mockRestore();
  });
});

describe("SearchApp filters and URL", () => {
  it("renders facet values as links to the refined search's URL, and refines in place when clicked", async () => {
    renderSearch({ hits: [testHit({ id: 1 })], facets }, { path: "/search/used-cars" });
    const make = await screen.findByRole("region", { name: "Make" });
    const kia = within(make).getByRole("link", { name: /Kia/ });
    expect(kia.getAttribute("href")).toBe("/search/used-cars?make=Kia");
    fireEvent.click(kia);
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe("/search/used-cars?make=Kia"));
  });

  it("asks every query, disjunctive ones too, for the card fields and only the result fields the page reads", async () => {
    const client = renderSearch({ hits: [testHit({ id: 1 })], facets }, { path: "/search/used-cars?make=Kia" });
    await screen.findByRole("region", { name: "Make" });
    const requests = client.search.mock.calls.flatMap(([batch]) => batch);
    expect(requests.length).toBeGreaterThan(1);
    for (const request of requests) {
      expect(request.params).toMatchObject({ attributesToRetrieve: [...CARD_ATTRIBUTES], responseFields: [...PAGE_RESPONSE_FIELDS] });
    }
    expect(PAGE_RESPONSE_FIELDS).not.toContain("params");
  });

  it("shows the make facet's first 7 values, then all", async () => {
    const makes = Object.fromEntries(["A", "B", "C", "D", "E", "F", "G", "H", "I"].map((name, index) => [`Make ${name}`, 20 - index]));
    renderSearch({ hits: [testHit({ id: 1 })], facets: { ...facets, make: makes } });
    const make = await screen.findByRole("region", { name: "Make" });
    const values = () => within(make.querySelector("ul")!).getAllByRole("link");
    expect(values()).toHaveLength(7);
    // A link to the list, so 'Show all' works without JavaScript too (the list's :target shows the rest).
    const showAll = within(make).getByRole("link", { name: "Show all" });
    expect(showAll.getAttribute("href")).toBe(`#${make.querySelector("ul")!.id}`);
    fireEvent.click(showAll);
    expect(values()).toHaveLength(9);
    fireEvent.click(within(make).getByRole("link", { name: "Show less" }));
    expect(values()).toHaveLength(7);
  });

  it("hides the certified facet's 'false' option on certified-only sites", async () => {
    renderSearch({ hits: [testHit({ id: 1 })], facets }, { site: searchSite({ certified_only: true }) });
    const certified = await screen.findByRole("region", { name: "Certified Pre-Owned" });
    expect(within(certified).getAllByRole("link").map((link) => link.textContent)).toEqual(["Certified2"]);
  });

  it("folds the site's collapsed filters until opened, and opens them while refined", async () => {
    const withBadges = { ...facets, badge: { GX: 3, GXL: 2 } };
    renderSearch({ hits: [testHit({ id: 1 })], facets: withBadges });
    const badge = await screen.findByRole("region", { name: "Badge" });
    expect(badge.querySelector("details")!.open).toBe(false);
    expect(screen.getByRole("region", { name: "Make" }).querySelector("details")).toBeNull();
    cleanup();
    renderSearch({ hits: [testHit({ id: 1 })], facets: withBadges }, { path: "/search/new-used-and-demo-cars?badge=GX" });
    const refined = await screen.findByRole("region", { name: "Badge" });
    expect(refined.querySelector("details")!.open).toBe(true);
    expect(within(refined).getByRole("link", { name: /GX3/ }).getAttribute("aria-current")).toBe("true");
  });

  it("names availability and vehicle kinds as shoppers read them", async () => {
    renderSearch({ hits: [testHit({ id: 1 })], facets: { ...facets, status: { in_stock: 9, coming_soon: 2, sold: 1 }, item_type: { car: 10, truck: 2 } } });
    const availability = await screen.findByRole("region", { name: "Availability" });
    expect(within(availability).getAllByRole("link").map((link) => link.textContent)).toEqual(["In Stock9", "Coming Soon2", "Sold1"]);
    const kinds = screen.getByRole("region", { name: "Vehicle Type" });
    expect(within(kinds).getAllByRole("link").map((link) => link.textContent)).toEqual(["Cars10", "Trucks2"]);
  });

  it("leaves out a filter that cannot narrow the results: every value on every car", async () => {
    renderSearch({ hits: [testHit({ id: 1 })], facets: { ...facets, car_type: { used: 12 }, item_type: { car: 12 } }, nbHits: 12 });
    await screen.findByRole("region", { name: "Make" });
    expect(screen.queryByRole("region", { name: "Condition" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Vehicle Type" })).toBeNull();
  });

  it("offers the sort options as a GET form and switches replicas", async () => {
    const client = renderSearch({ hits: [testHit({ id: 1 })], facets }, { path: "/search/used-cars?page=2" });
    const select = (await screen.findByLabelText("Sort by")) as HTMLSelectElement;
    const form = select.closest("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/search/used-cars");
    expect([...select.options].map((option) => option.value)).toEqual(["mostRelevant", "latest", "highestPrice", "lowestPrice", "highestKms", "lowestKms"]);
    fireEvent.change(select, { target: { value: "lowestPrice" } });
    await waitFor(() => expect(window.location.search).toBe("?sortBy=lowestPrice"));
    const indexes = client.search.mock.calls.flatMap(([requests]) => requests.map((request) => request.indexName));
    expect(indexes).toContain("Car_production_price_asc");
  });

  it("updates the query 300 ms after typing stops and goes back to page 1", async () => {
    const client = renderSearch({ hits: [testHit({ id: 1 })], facets, nbHits: 100 }, { path: "/search/used-cars?page=3" });
    const box = await screen.findByRole("searchbox", { name: "Search vehicles" });
    vi.useFakeTimers();
    try {
      const before = client.search.mock.calls.length;
      fireEvent.change(box, { target: { value: "hilux" } });
      await act(() => vi.advanceTimersByTimeAsync(299));
      expect(client.search.mock.calls.length).toBe(before);
      await act(() => vi.advanceTimersByTimeAsync(1));
      await act(() => vi.advanceTimersByTimeAsync(150));
      const last = client.search.mock.calls.at(-1)![0][0]!;
      expect(last.params).toMatchObject({ query: "hilux", page: 0 });
      expect(window.location.search).toBe("?query=hilux");
    } finally {
      vi.useRealTimers();
    }
  });

  it("says 'Show Me {count} {vehicle type}', with the stock count above 1999", async () => {
    renderSearch({ hits: [testHit({ id: 1 })], facets, nbHits: 12 }, { path: "/search/used-cars" });
    expect(await screen.findByRole("link", { name: "Show Me 12 Used Cars" })).toBeTruthy();
    cleanup();
    renderSearch({ hits: [testHit({ id: 1 })], facets, nbHits: 2000 }, { path: "/search", data: { stockCount: 1500 } });
    expect(await screen.findByRole("link", { name: "Show Me 1,500 Cars" })).toBeTruthy();
  });

  it("links pages with real URLs", async () => {
    renderSearch({ hits: [testHit({ id: 1 })], facets, nbHits: 100 }, { path: "/search/used-cars" });
    const pages = await screen.findByRole("navigation", { name: "Pages of results" });
    expect(within(pages).getByRole("link", { name: "Page 2" }).getAttribute("href")).toBe("/search/used-cars?page=2");
    expect(within(pages).getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/search/used-cars?page=2");
  });
});
