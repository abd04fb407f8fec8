// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import type { Site, StockRepository } from "../../runtime/types/index.ts";
import { SiteContext } from "../../runtime/kit/ui.ts";
import type { SearchService } from "../../runtime/search/service/search-service.ts";
import { createInProcessSearchClient } from "../../runtime/search/in-process-client.ts";
import type { SearchPageData } from "../../runtime/kit/search.ts";
import { SearchApp } from "../../runtime/search-ui/search-app.tsx";
import { browserData, instantSearchHtml, serverSearchHtml } from "../../tests/kit/search-ui/search-page-html.ts";
import { testLoaderContext, testSearchService } from "../../tests/kit/search-ui/test-service.ts";
import { startFakeAlgolia } from "../../tests/kit/search/fake-algolia.ts";
import load from "./loader.ts";

let service: SearchService;
let site: Site;
let stock: StockRepository;
let ownIds: Set<number>;

beforeAll(async () => {
  const built = await testSearchService();
  service = built.service;
  site = built.site;
  stock = built.stock;
  ownIds = new Set(built.cars.filter((car) => car.dealership_id !== 900).map((car) => car.id));
});
afterAll(() => service.close());
beforeEach(() => window.localStorage.clear());

async function loadPage(path: string): Promise<SearchPageData> {
  return load({ heading: "", layout: "site", save_search: true }, testLoaderContext(site, service, path));
}

describe("SearchResults loader", () => {
  it("searches on the server with the site's own key: results of its dealerships only", async () => {
    const data = await loadPage("/search/used-cars");
    const results = Object.values(data.serverState!.initialResults)[0]!.results!;
    const main = results[0] as { hits: { id: number; car_type: string }[]; nbHits: number; hitsPerPage: number };
    expect(main.hitsPerPage).toBe(21);
    expect(main.hits.length).toBeGreaterThan(0);
    expect(main.hits.every((hit) => hit.car_type === "used" && ownIds.has(hit.id))).toBe(true);
    expect(data.stockCount).toBeGreaterThan(main.nbHits);
    expect(data.stockCount).toBeLessThanOrEqual(120);
  });

  it("judges every view within a minute as of that minute, so they are one page (one validator, one render)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2026-12-07T03:10:05.123Z"));
      const first = await loadPage("/search/used-cars?page=2");
      vi.setSystemTime(new Date("2026-12-07T03:10:59.999Z"));
      const again = await loadPage("/search/used-cars?page=2");
      expect(first.now).toBe("2026-12-07T03:10:00.000Z");
      expect(JSON.stringify(again)).toBe(JSON.stringify(first));
      vi.setSystemTime(new Date("2026-12-07T03:11:00.000Z"));
      expect((await loadPage("/search/used-cars?page=2")).now).toBe("2026-12-07T03:11:00.000Z");
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the same results to every view of a search, and new results once the stock changes", async () => {
    const path = "/search/used-cars?page=2&sortBy=lowestPrice";
    const hitIds = (data: SearchPageData) => (Object.values(data.serverState!.initialResults)[0]!.results![0] as { hits: { id: number }[] }).hits.map((hit) => hit.id);
    const first = await loadPage(path);
    const again = await loadPage(path);
    expect(JSON.stringify(again.serverState)).toBe(JSON.stringify(first.serverState));
    // One view's objects are its own: changing them changes no other view's.
    (Object.values(again.serverState!.initialResults)[0]!.results![0] as { hits: unknown[] }).hits.length = 0;
    expect(hitIds(await loadPage(path))).toEqual(hitIds(first));
    const car = (await stock.all()).find((candidate) => candidate.id === hitIds(first)[0])!;
    await stock.upsert([{ ...car, show_on_dealer_website: false }]);
    try {
      expect(hitIds(await loadPage(path))).not.toContain(car.id);
    } finally {
      await stock.upsert([car]);
    }
  });

  it("gives every search one canonical URL", async () => {
    const ctx = testLoaderContext(site, service, "/cars?page=2&make=Kia&utm_source=x");
    let canonical = "";
    await load({ heading: "", layout: "site", save_search: true }, { ...ctx, setMeta: (meta) => (canonical = meta.canonical ?? canonical) });
    expect(canonical).toBe("/search/kia?page=2");
  });

  it("searches the URL's own page: page=2 answers the cars after the first 21", async () => {
    const main = async (path: string) => {
      const data = await loadPage(path);
      return Object.values(data.serverState!.initialResults)[0]!.results![0] as { page: number; hits: { id: number }[] };
    };
    const [first, second] = [await main("/search/new-used-and-demo-cars"), await main("/search/new-used-and-demo-cars?page=2")];
    expect([first.page, second.page]).toEqual([0, 1]);
    expect(second.hits.length).toBeGreaterThan(0);
    expect(second.hits.some((hit) => first.hits.some((other) => other.id === hit.id))).toBe(false);
  });

  it("redirects a plain form's fields (range boxes, the budget) to the URL they mean, searching nothing", async () => {
    const submit = async (path: string) => {
      let redirect = "";
      const data = await load({ heading: "", layout: "site", save_search: true }, { ...testLoaderContext(site, service, path), redirect: (to) => (redirect = to) });
      expect(data.serverState).toBeNull();
      return redirect;
    };
    expect(await submit("/cars?make=Kia&range[price][min]=5000&range[price][max]=")).toBe("/search/kia?range[price]=5000:");
    expect(await submit("/search/used-cars?budget[frequency]=weekly&budget[repayment]=150&budget[deposit]=0")).toBe("/search/used-cars?range[price]=:39000");
  });

  it("hands the browser the names behind the path's slugs", async () => {
    const { makes, makeModels } = await firstMakeModel();
    const data = await loadPage(`/search/${makes}/${makeModels}`);
    expect(Object.keys(data.names.makes)).toEqual([makes]);
    expect(Object.keys(data.names.models)).toEqual([`${makes}/${makeModels}`]);
  });

  it("searches a site's hosted index (search.host, search.public_key) on the server, never the embedded service", async () => {
    const fake = await startFakeAlgolia([{ objectID: "7", id: 7, name: "2021 Kia Sportage", make: "Kia", model: "Sportage", car_type: "used" }]);
    try {
      const hosted = { ...site, search: { ...site.search, host: fake.host, app_id: "HOSTEDAPP", public_key: "hosted-search-key", index: "Cars_live" } } as Site;
      const unused = { ...service, search: () => Promise.reject(new Error("the embedded service was asked")) } as SearchService;
      const data = await load({ heading: "", layout: "site", save_search: true }, testLoaderContext(hosted, unused, "/search/used-cars"));
      expect(data.client).toEqual({ host: fake.host, appId: "HOSTEDAPP", apiKey: "hosted-search-key", indexName: "Cars_live" });
      const main = Object.values(data.serverState!.initialResults)[0]!.results![0] as { hits: { objectID: string }[] };
      expect(main.hits.map((hit) => hit.objectID)).toEqual(["7"]);
      expect(fake.received.length).toBeGreaterThan(0);
      expect(fake.received.every((entry) => entry.apiKey === "hosted-search-key" && entry.requests.every((request) => String(request.indexName).startsWith("Cars_live")))).toBe(true);
    } finally {
      await fake.close();
    }
  });

  it("falls back to searching in the browser when the server search fails", async () => {
    const down = () => Promise.reject(Object.assign(new Error("down"), { status: 500 }));
    const failing = { ...service, search: down, searchJson: down };
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const data = await load({ heading: "", layout: "site", save_search: true }, testLoaderContext(site, failing as SearchService, "/search/used-cars"));
    expect(data.serverState).toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe("SearchResults hydration", () => {
  const page = { heading: "", layout: "site", idPrefix: "search-0" } as const;
  const publicSite = () => site as never;

  const serverHtml = (data: SearchPageData) => serverSearchHtml(publicSite(), data);
  const instantSearchHtmlOf = (data: SearchPageData) => instantSearchHtml(publicSite(), data, createInProcessSearchClient(service, data.client.apiKey));

  // Loaders rendered in this browser-like test environment leave their routers' delayed URL writes behind (a
  // real server has no window to write to): let them land before putting the browser where the page is.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

  it("renders from the server's results the very markup InstantSearch renders first, for every kind of search URL", async () => {
    const { makes, makeModels } = await firstMakeModel();
    const paths = [
      "/search/used-cars",
      "/search/new-used-and-demo-cars?page=3",
      `/search/${makes}/${makeModels}`,
      `/search/${makes}?sortBy=lowestPrice&body=SUV&range[price]=5000:60000`,
      "/search/new-used-and-demo-cars?query=corolla&range[km]=:80000&page=2",
      "/search/used-cars?make=Lada",
    ];
    for (const path of paths) {
      const data = await loadPage(path);
      expect(data.serverState, path).not.toBeNull();
      expect(serverHtml(data), path).toBe(instantSearchHtmlOf(data));
    }
    await settle();
  });

  /** Hydrates the server's markup of `data` with the browser's InstantSearch app; what its client was asked and what React reported. */
  async function hydrate(data: SearchPageData, answer: (client: ReturnType<typeof createInProcessSearchClient>) => typeof client.search) {
    await settle();
    window.history.replaceState(null, "", new URL(data.url).pathname + new URL(data.url).search);
    const inProcess = createInProcessSearchClient(service, data.client.apiKey);
    const container = document.createElement("div");
    container.innerHTML = serverHtml(data);
    document.body.append(container);
    const search = vi.fn(answer(inProcess));
    let root: Root | undefined;
    const errors = vi.spyOn(console, "error");
    // A mismatch is reported here, not on the console: React then renders the tree afresh in the browser.
    const recovered: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <SiteContext.Provider value={publicSite()}>
          <SearchApp site={publicSite()} data={browserData(data)} searchClient={{ ...inProcess, search }} {...page} />
        </SiteContext.Provider>,
        { onRecoverableError: (error) => recovered.push(error) },
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const reported = [...errors.mock.calls, ...recovered];
    errors.mockRestore();
    return {
      container,
      search,
      reported,
      done() {
        act(() => root!.unmount());
        container.remove();
      },
    };
  }

  it("hydrates the server's markup from the server's results without searching again", async () => {
    const data = await loadPage("/search/used-cars?page=2");
    const page2 = await hydrate(data, (client) => client.search);
    expect(within(page2.container).getAllByRole("article")).toHaveLength(21);
    expect(page2.search).not.toHaveBeenCalled();
    expect(page2.reported).toEqual([]);
    expect(screen.getByRole("heading", { level: 1, name: "Used Cars" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    page2.done();
  });

  it("without the server's results (its search failed) renders nothing, as InstantSearch does until the browser has searched", async () => {
    const data = { ...(await loadPage("/search/used-cars?page=2")), serverState: null };
    expect(serverHtml(data)).toBe("");
    expect(instantSearchHtmlOf(data)).toBe("");
    const searched = await hydrate(data, (client) => client.search);
    expect(searched.search).toHaveBeenCalledTimes(1);
    expect(searched.reported).toEqual([]);
    await waitFor(() => expect(within(searched.container).getAllByRole("article")).toHaveLength(21));
    searched.done();
  });
});

async function firstMakeModel(): Promise<{ makes: string; makeModels: string }> {
  const data = await loadPage("/search/new-used-and-demo-cars");
  const results = Object.values(data.serverState!.initialResults)[0]!.results!;
  const facets = (results[0] as { facets: Record<string, Record<string, number>> }).facets;
  const make = Object.keys(facets.make!)[0]!;
  const model = Object.keys(facets.make_model!).find((value) => value.startsWith(`${make} `))!;
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  return { makes: slug(make), makeModels: slug(model.slice(make.length + 1)) };
}
