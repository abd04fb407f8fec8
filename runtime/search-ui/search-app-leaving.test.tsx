// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { InstantSearchServerState } from "react-instantsearch";
import { SiteContext } from "../ui/site-context.tsx";
import { SearchApp } from "./search-app.tsx";
import { searchInitialResults } from "./initial-results.ts";
import { createSearchSetup } from "./search-setup.ts";
import { parseSearchUrl } from "./search-url.ts";
import { fakeSearchClient, pageData, searchSite } from "../../tests/kit/search-ui/test-search.ts";
import { testHit } from "../../tests/kit/search-ui/test-hits.ts";

// The results page hydrated from server state, as shoppers get it, and then left for another page.
afterEach(cleanup);
afterAll(() => window.history.replaceState(null, "", "/"));

const facets = { car_type: { used: 2 }, make: { Toyota: 2 } };
const cards = () => within(screen.getByRole("region", { name: "Search results" })).queryAllByRole("article");

describe("SearchApp when its page goes", () => {
  const index = { hits: [testHit({ id: 1 }), testHit({ id: 2 })], facets };
  let serverStates: Record<string, InstantSearchServerState>;
  // Searched as the results loader searches: straight from the URL.
  beforeAll(async () => {
    const made = async (path: string) => {
      const url = new URL(`http://harbour-motors.localhost${path}`);
      const setup = createSearchSetup(searchSite(), pageData({ url: url.href }), "search");
      const route = parseSearchUrl(url.pathname, url.search, setup.url);
      return [path, await searchInitialResults(fakeSearchClient(index), route, setup)] as const;
    };
    serverStates = Object.fromEntries(await Promise.all(["/search/used-cars", "/search/used-cars?sortBy=highestPrice"].map(made)));
  });

  /** The results page as the browser hydrates it from the server's search state. */
  async function hydratedSearch(path: string) {
    window.history.replaceState(null, "", path);
    const site = searchSite();
    const client = fakeSearchClient(index);
    const data = pageData({ url: `http://harbour-motors.localhost${path}`, serverState: serverStates[path]! });
    const view = render(
      <SiteContext.Provider value={site}>
        <SearchApp site={site} data={data} searchClient={client} heading="" layout="site" idPrefix="search-0" />
      </SiteContext.Provider>,
    );
    await waitFor(() => expect(cards()).toHaveLength(2));
    client.search.mockClear();
    return { client, view };
  }
  const shownPath = () => window.location.pathname + window.location.search;

  it("leaves the next page's address alone once its page has gone", async () => {
    const { view } = await hydratedSearch("/search/used-cars?sortBy=highestPrice");
    // A shopper opens a car: the site router shows its address, then the results page unmounts.
    window.history.pushState(null, "", "/cars/2021-toyota-corolla-ascent-1");
    view.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(shownPath()).toBe("/cars/2021-toyota-corolla-ascent-1");
  });

  it("stops listening to back and forward once its page has gone", async () => {
    const listening = new Set<unknown>();
    const [addListener, removeListener] = [window.addEventListener, window.removeEventListener];
    const add = vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
      if (type === "popstate") listening.add(listener);
      addListener.call(window, type, listener, options);
    });
    const remove = vi.spyOn(window, "removeEventListener").mockImplementation((type, listener, options) => {
      if (type === "popstate") listening.delete(listener);
      removeListener.call(window, type, listener, options);
    });
    try {
      const { view } = await hydratedSearch("/search/used-cars");
      expect(listening.size).toBeGreaterThan(0);
      view.unmount();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(listening.size).toBe(0);
    } finally {
      add.mockRestore();
      remove.mockRestore();
    }
  });

  it("does not write a pending search URL once the browser shows another page", async () => {
    await hydratedSearch("/search/used-cars");
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "highestPrice" } });
    // Within the router's write delay, the site router moves on; the results page is still mounted.
    window.history.pushState(null, "", "/cars/2021-toyota-corolla-ascent-1");
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(shownPath()).toBe("/cars/2021-toyota-corolla-ascent-1");
  });

  it("still writes its own URL while its page is shown", async () => {
    await hydratedSearch("/search/used-cars");
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "highestPrice" } });
    await waitFor(() => expect(shownPath()).toBe("/search/used-cars?sortBy=highestPrice"));
  });
});
