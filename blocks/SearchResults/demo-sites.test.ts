import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isListed } from "../../runtime/rules/listing-visibility.ts";
import { createRouteTable } from "../../runtime/routing/match-route.ts";
import { loadSites } from "../../runtime/site/load-sites.ts";
import { seedDemoStock } from "../../runtime/demo/stock/seed.ts";
import { createSearchService, type SearchService } from "../../runtime/search/service/search-service.ts";
import { testLoaderContext } from "../../tests/kit/search-ui/test-service.ts";
import { parseSearchUrl, createSearchSetup, type SearchPageData } from "../../runtime/kit/search.ts";
import { PATH_FACETS } from "../../runtime/rules/search-route.ts";
import { toPublicSite } from "../../runtime/kit/loaders.ts";
import { memoryStock } from "../../tests/kit/stock-fixtures.ts";
import { instantSearchHtml, serverSearchHtml } from "../../tests/kit/search-ui/search-page-html.ts";
import { createInProcessSearchClient } from "../../runtime/search/in-process-client.ts";
import type { Car } from "../../runtime/types/generated/car.ts";
import type { Site } from "../../runtime/types/index.ts";
import load from "./loader.ts";

// The demo sites' search pages as the server renders them: real site documents, their seeded demo stock, the
// SearchResults loader. Options the demo sites turn on are checked here against the stock itself.
let sites: Site[];
let cars: Car[];
let service: SearchService;
const now = new Date();

beforeAll(async () => {
  sites = (await loadSites({ sitesDir: "sites" })).sites.map((entry) => entry.site);
  const stock = memoryStock();
  await seedDemoStock(stock, sites, now);
  cars = await stock.all();
  service = await createSearchService({ stock, dataDir: mkdtempSync(join(tmpdir(), "search-demo-sites-")), sites, env: {} });
});
afterAll(() => service.close());

const PATH_FACET_NAMES = new Set<string>(Object.values(PATH_FACETS));
const site = (slug: string) => sites.find((candidate) => candidate.slug === slug)!;

interface MainResult {
  nbHits: number;
  hits: { id: number; make: string; car_type: string; price: number; status: string; sold: boolean }[];
}

/** The SearchResults loader's first (main) result for a path of a site, the canonical URL it set and its data. */
async function searchPage(of: Site, path: string): Promise<{ main: MainResult; canonical: string; data: SearchPageData }> {
  let canonical = "";
  const ctx = { ...testLoaderContext(of, service, path), setMeta: (meta: { canonical?: string }) => (canonical = meta.canonical ?? canonical) };
  const data = await load({ heading: "", layout: "site", save_search: true }, ctx);
  expect(data.serverState, `${of.slug} ${path}: the server search failed`).not.toBeNull();
  const main = Object.values(data.serverState!.initialResults)[0]!.results![0] as unknown as MainResult;
  return { main, canonical, data };
}

/** Every href of the site's header and footer menus that its routes send to the search page. */
function searchLinks(of: Site): string[] {
  const routes = createRouteTable(of.routes);
  const hrefs = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (typeof value !== "object" || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === "href" && typeof inner === "string" && inner.startsWith("/")) hrefs.add(inner);
      else walk(inner);
    }
  };
  walk(of.navigation);
  return [...hrefs].filter((href) => routes.match(new URL(href, "http://site.invalid").pathname)?.target === "search");
}

const listedOf = (of: Site) => {
  const own = new Set(of.dealerships.map((dealership) => dealership.id));
  return cars.filter((car) => own.has(car.dealership_id) && isListed(car, { recentlySoldDays: of.specifications.recently_sold_days }, now));
};

describe("menu and footer links into the search on every demo site", () => {
  it("find cars, and keep every refinement they carry", async () => {
    let checked = 0;
    for (const of of sites) {
      const links = searchLinks(of);
      expect(links.length, of.slug).toBeGreaterThan(3);
      for (const link of links) {
        const { main, canonical } = await searchPage(of, link);
        expect(main.nbHits, `${of.slug} ${link}`).toBeGreaterThan(0);
        for (const [name, value] of new URL(link, "http://site.invalid").searchParams) {
          expect(decodeURIComponent(canonical), `${of.slug} ${link}`).toContain(`${name}=${value}`);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe("every demo site's search page as the server renders it", () => {
  it("is the very markup InstantSearch renders first from the same results, so the browser hydrates it as its own", async () => {
    let compared = 0;
    for (const of of sites) {
      const publicSite = toPublicSite(of);
      // The listing, a page past the first with a sort (one some sites do not offer), and the site's own menu links.
      for (const path of ["/search", "/search/used-cars?page=2&sortBy=lowestPrice", ...searchLinks(of).slice(0, 3)]) {
        const { data } = await searchPage(of, path);
        const client = createInProcessSearchClient(service, data.client.apiKey);
        expect(serverSearchHtml(publicSite, data), `${of.slug} ${path}`).toBe(instantSearchHtml(publicSite, data, client));
        compared++;
      }
    }
    expect(compared).toBe(5 * sites.length);
  });
});

describe("every demo site's filters round-trip through the URL and narrow the results", () => {
  it("reads each configured facet's parameter back from the URL and refines by it", async () => {
    let refined = 0;
    for (const of of sites) {
      const { main: all } = await searchPage(of, "/search");
      const data = { client: { indexName: of.search.index }, names: { makes: {}, models: {} }, promoExtras: [], stockCount: 0, now: now.toISOString() };
      const setup = createSearchSetup(toPublicSite(of), data as never, "results");
      const facets = (all as unknown as { facets: Record<string, Record<string, number>> }).facets;
      for (const facet of of.search_results.facets) {
        if (facet.widget === "range") {
          const path = `/search/new-used-and-demo-cars?range[${facet.attribute}]=1:`;
          expect(parseSearchUrl("/search/new-used-and-demo-cars", `?range[${facet.attribute}]=1:`, setup.url).ranges, `${of.slug} ${facet.attribute}`)
            .toEqual({ [facet.attribute]: "1:" });
          expect((await searchPage(of, path)).canonical).toBe(path);
          continue;
        }
        const values = Object.entries(facets[facet.attribute] ?? {});
        if (values.length === 0) continue;
        // The rarest value: its count says exactly how many cars the refined search must find.
        const [value, count] = values.sort((a, b) => a[1] - b[1])[0]!;
        const query = `${facet.attribute}=${encodeURIComponent(value)}`;
        const { main, canonical } = await searchPage(of, `/search/new-used-and-demo-cars?${query}`);
        expect(main.nbHits, `${of.slug} ${query}`).toBe(count);
        refined++;
        // Path facets move into the path (/search/toyota); the others stay as their own parameter.
        if (!PATH_FACET_NAMES.has(facet.attribute)) expect(canonical.replace(/\+/g, "%20"), `${of.slug} ${query}`).toContain(query.replace(/%3A/gi, ":"));
      }
    }
    expect(refined).toBeGreaterThan(40);
  });
});

describe("site options the demo sites turn on", () => {
  it("reliable-used-cars (used template): every search, the default listing too, gets the used-stock filters", async () => {
    const used = site("reliable-used-cars");
    expect(used.search_results.used_stock).toMatchObject({ scope: "every-search", sold_within_days: 1, exclude_stocknums: ["U00002"], exclude_makes: ["Holden"] });
    const soldSince = now.getTime() - 86_400_000;
    const expected = listedOf(used).filter(
      (car) => car.car_type === "used" && car.make !== "Holden" && car.stocknum !== "U00002" && !(car.sold_at && Date.parse(car.sold_at) < soldSince),
    );
    // The filters must bite on this stock, or the check below would prove nothing.
    expect(listedOf(used).length - expected.length).toBeGreaterThan(5);
    for (const path of ["/search", "/search/new-used-and-demo-cars", "/search/used-cars", "/cars"]) {
      const { main } = await searchPage(used, path);
      expect(main.nbHits, path).toBe(expected.length);
    }
    // The excluded make and stock number are in the listed used stock, so finding neither is the filters' doing.
    const listedUsed = listedOf(used).filter((car) => car.car_type === "used");
    expect(listedUsed.some((car) => car.make === "Holden")).toBe(true);
    expect(listedUsed.some((car) => car.stocknum === "U00002")).toBe(true);
    expect((await searchPage(used, "/search/holden")).main.nbHits).toBe(0);
    expect((await searchPage(used, "/search?query=U00002")).main.nbHits).toBe(0);
  });

  it("summit-auto-group: lowest price first leaves out cars without a price; other sorts keep them", async () => {
    const summit = site("summit-auto-group");
    expect(summit.search.price_ascending_excludes_zero).toBe(true);
    const listed = listedOf(summit);
    const priced = listed.filter((car) => car.price > 0);
    expect(listed.length - priced.length).toBeGreaterThan(0);
    const lowest = await searchPage(summit, "/search/new-used-and-demo-cars?sortBy=lowestPrice");
    expect(lowest.main.nbHits).toBe(priced.length);
    expect(lowest.main.hits[0]!.price).toBe(Math.min(...priced.map((car) => car.price)));
    expect((await searchPage(summit, "/search/new-used-and-demo-cars?sortBy=highestPrice")).main.nbHits).toBe(listed.length);
  });

  it("summit-auto-group: /search/{dealership_slug} shows that dealership's cars only", async () => {
    const summit = site("summit-auto-group");
    for (const dealership of summit.dealerships) {
      const expected = listedOf(summit).filter((car) => car.dealership_id === dealership.id);
      const { main, canonical } = await searchPage(summit, `/search/${dealership.slug}`);
      expect(main.nbHits, dealership.slug).toBe(expected.length);
      expect(canonical).toBe(`/search/${dealership.slug}`);
    }
  });

  it("drivesub (subscription): sorts by subscription price, cars without one last", async () => {
    const drivesub = site("drivesub");
    expect(drivesub.search_results.sort_options).toEqual(expect.arrayContaining(["lowestSubscriptionPrice", "highestSubscriptionPrice"]));
    const withPrice = listedOf(drivesub).filter((car) => typeof car.subscription_price === "number");
    const lowest = await searchPage(drivesub, "/search/new-used-and-demo-cars?sortBy=lowestSubscriptionPrice");
    const highest = await searchPage(drivesub, "/search/new-used-and-demo-cars?sortBy=highestSubscriptionPrice");
    const prices = (result: MainResult) => result.hits.map((hit) => (hit as unknown as { subscription_price: number }).subscription_price);
    expect(prices(lowest.main)[0]).toBe(Math.min(...withPrice.map((car) => car.subscription_price!)));
    expect(prices(highest.main)[0]).toBe(Math.max(...withPrice.map((car) => car.subscription_price!)));
    expect(prices(lowest.main)).toEqual([...prices(lowest.main)].sort((a, b) => a - b));
  });
});
