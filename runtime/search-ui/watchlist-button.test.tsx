import { afterEach, describe, expect, it, vi } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const PROPS = { carId: 7, carName: "2021 Toyota Corolla", className: "fc-card__toggle" };

/** A page of Save buttons as the module renders them where it is loaded: on the server, or with a window. */
async function saveButtonsHtml(wrap: (page: ReturnType<typeof createElement>) => ReturnType<typeof createElement>) {
  const { WatchlistButton, WatchlistProvider } = await import("./watchlist-button.tsx");
  const page = createElement(WatchlistProvider, null, createElement(WatchlistButton, PROPS), createElement(WatchlistButton, { ...PROPS, carId: 8 }));
  return renderToString(wrap(page));
}

describe("the watchlist's Save button in the server's HTML (spec §4 Watchlist save)", () => {
  // Rendered on the server without a query client: asking for the watchlist there would throw.
  it("is the button the browser hydrates before the watchlist has answered (disabled, not pressed), with no query on the server", async () => {
    const server = await saveButtonsHtml((page) => page);
    vi.resetModules();
    vi.stubGlobal("window", {});
    const browser = await saveButtonsHtml((page) => createElement(QueryClientProvider, { client: new QueryClient() }, page));
    expect(server).toBe(browser);
    expect(server).toBe('<button type="button" class="fc-card__toggle" aria-pressed="false" disabled="" title="Watchlist">Save</button>'.repeat(2));
  });
});
