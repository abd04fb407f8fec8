// @vitest-environment jsdom
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { SiteContext } from "../ui/site-context.tsx";
import { SearchApp } from "./search-app.tsx";
import { searchInitialResults } from "./initial-results.ts";
import { createSearchSetup } from "./search-setup.ts";
import { parseSearchUrl } from "./search-url.ts";
import { fakeSearchClient, pageData, searchSite } from "../../tests/kit/search-ui/test-search.ts";
import { testHit } from "../../tests/kit/search-ui/test-hits.ts";

afterEach(cleanup);
afterAll(() => window.history.replaceState(null, "", "/"));

const index = {
  hits: [1, 2, 3].map((id) => testHit({ id })),
  facets: { car_type: { used: 30, new: 20 }, make: { Toyota: 30, Kia: 20 }, body: { SUV: 25, Ute: 25 } },
  nbHits: 50,
};

type Request = { indexName: string; params: Record<string, unknown> };
/** The facets of `all` a request asks for. */
const asked = (request: Request, all: Record<string, Record<string, number>>) =>
  Object.fromEntries([request.params.facets].flat().map((name) => [String(name), all[String(name)] ?? {}]));
const byRequest = (requests: Request[]) => [...requests].map((request) => JSON.stringify(request)).sort();

/** A client whose one hit names the page it was asked for (page index 2 answers car 102). */
function pagedClient() {
  const client = fakeSearchClient(index);
  const answer = client.search.getMockImplementation()!;
  client.search.mockImplementation(async (requests) => {
    const response = await answer(requests);
    for (const result of response.results) result.hits = result.hitsPerPage === 0 ? [] : [testHit({ id: 100 + result.page })];
    return response;
  });
  return client;
}

/** What the results loader asks the search service for a URL (straight from the URL, nothing rendered). */
async function loaderRequests(path: string): Promise<Request[]> {
  const url = new URL(`http://harbour-motors.localhost${path}`);
  const setup = createSearchSetup(searchSite(), pageData({ url: url.href }), "search");
  const client = fakeSearchClient(index);
  await searchInitialResults(client, parseSearchUrl(url.pathname, url.search, setup.url), setup);
  return client.search.mock.calls[0]![0] as Request[];
}

/** What the page's widgets ask on their first search at that URL, in the browser. */
async function widgetRequests(path: string): Promise<Request[]> {
  window.history.replaceState(null, "", path);
  const site = searchSite();
  const client = fakeSearchClient(index);
  render(
    <SiteContext.Provider value={site}>
      <SearchApp site={site} data={pageData({ url: `http://harbour-motors.localhost${path}` })} searchClient={client} heading="" layout="site" idPrefix="search-0" />
    </SiteContext.Provider>,
  );
  await waitFor(() => expect(client.search).toHaveBeenCalled());
  return client.search.mock.calls[0]![0] as Request[];
}

describe("the results page's first search, from the URL (spec §2)", () => {
  const urls = [
    "/search/new-used-and-demo-cars",
    "/search/used-cars?page=3",
    "/search/toyota?query=hilux&body=Ute&range[price]=5000:30000&range[km]=:80000&sortBy=lowestPrice&page=2",
    "/search/new-used-and-demo-cars?car_type=new&car_type=used&range[year]=2018:",
    "/search/harbour-motors-kia?make=Kia&sortBy=highestKms",
  ];
  for (const path of urls) {
    it(`asks what the widgets ask at ${path}`, async () => {
      expect(byRequest(await loaderRequests(path))).toEqual(byRequest(await widgetRequests(path)));
    });
  }

  it("searches a state again with the same requests, and hands back the same server state", async () => {
    const url = new URL("http://harbour-motors.localhost/search/used-cars?query=asked+twice&make=Toyota");
    const setup = createSearchSetup(searchSite(), pageData({ url: url.href }), "search");
    const route = parseSearchUrl(url.pathname, url.search, setup.url);
    // The main answer counts the refined facets' values apart from their own requests, as the engine does.
    const answering = () => ({
      search: vi.fn(async (requests: Request[]) => ({
        results: requests.map((request, position) => ({
          index: request.indexName, hits: [], nbHits: 35, page: 0, nbPages: 1, hitsPerPage: 21, facets_stats: {},
          exhaustiveFacetsCount: true, processingTimeMS: 1, query: "asked twice", params: "",
          facets: position === 0 ? { car_type: { used: 35 }, make: { Toyota: 35 } } : asked(request, { car_type: { used: 30, new: 20 }, make: { Toyota: 30, Kia: 20 } }),
        })),
      })),
    });
    const first = answering();
    const again = answering();
    const searched = await searchInitialResults(first, route, setup);
    const repeated = await searchInitialResults(again, route, setup);
    expect(again.search.mock.calls[0]![0]).toEqual(first.search.mock.calls[0]![0]);
    expect(JSON.stringify(repeated)).toBe(JSON.stringify(searched));
  });

  it("searches the URL's page: page=3 asks for page index 2", async () => {
    const [main] = await loaderRequests("/search/used-cars?page=3");
    expect(main!.params).toMatchObject({ page: 2, hitsPerPage: 21 });
  });

  it("renders and hydrates the URL's page of cars, that page marked, with no search in the browser", async () => {
    const path = "/search/used-cars?page=3";
    const url = new URL(`http://harbour-motors.localhost${path}`);
    const site = searchSite();
    const setup = createSearchSetup(site, pageData({ url: url.href }), "search");
    const serverState = await searchInitialResults(pagedClient(), parseSearchUrl(url.pathname, url.search, setup.url), setup);
    window.history.replaceState(null, "", path);
    const client = fakeSearchClient(index);
    render(
      <SiteContext.Provider value={site}>
        <SearchApp site={site} data={pageData({ url: url.href, serverState })} searchClient={client} heading="" layout="site" idPrefix="search-0" />
      </SiteContext.Provider>,
    );
    const pages = await screen.findByRole("navigation", { name: "Pages of results" });
    expect(within(pages).getByRole("link", { name: "Page 3" }).getAttribute("aria-current")).toBe("page");
    const card = within(screen.getByRole("region", { name: "Search results" })).getByRole("article");
    expect(card.querySelector("a")!.getAttribute("href")).toBe("/cars/2021-toyota-corolla-ascent-102");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.search).not.toHaveBeenCalled();
  });
});
