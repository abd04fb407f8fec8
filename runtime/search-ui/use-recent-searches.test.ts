// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, renderHook } from "@testing-library/react";
import { SEARCH_HISTORY_KEY, saveSearch } from "./search-history.ts";
import { useRecentSearches } from "./use-recent-searches.ts";

afterEach(cleanup);
beforeEach(() => window.localStorage.clear());

const search = (n: number) => ({ url: `/search/used-cars?page=${n}`, label: `Used Cars ${n}` });

describe("useRecentSearches", () => {
  it("shows the last five searches, newest first", () => {
    for (const n of [1, 2, 3, 4, 5, 6]) saveSearch(window.localStorage, search(n));
    const { result } = renderHook(() => useRecentSearches(true));
    expect(result.current.map((entry) => entry.label)).toEqual(["Used Cars 6", "Used Cars 5", "Used Cars 4", "Used Cars 3", "Used Cars 2"]);
  });

  it("shows nothing where the site does not keep searches, and nothing for another app's data", () => {
    saveSearch(window.localStorage, search(1));
    expect(renderHook(() => useRecentSearches(false)).result.current).toEqual([]);
    window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify([{ href: "/x" }]));
    expect(renderHook(() => useRecentSearches(true)).result.current).toEqual([]);
  });
});
