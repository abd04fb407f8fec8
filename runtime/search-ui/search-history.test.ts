// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { SEARCH_HISTORY_KEY, addSearch, readSearchHistory, saveSearch } from "./search-history.ts";

const search = (n: number) => ({ url: `/search/used-cars?page=${n}`, label: `Search ${n}` });

describe("search history (spec §3, §9: last 5 searches)", () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps the last five searches, newest first", () => {
    let history = [search(1)];
    for (const n of [2, 3, 4, 5, 6]) history = addSearch(history, search(n));
    expect(history.map((entry) => entry.label)).toEqual(["Search 6", "Search 5", "Search 4", "Search 3", "Search 2"]);
  });

  it("moves a repeated search to the front instead of keeping it twice", () => {
    const history = addSearch([search(1), search(2)], search(2));
    expect(history).toEqual([search(2), search(1)]);
  });

  it("stores in localStorage and reads back", () => {
    saveSearch(window.localStorage, search(1));
    saveSearch(window.localStorage, search(2));
    expect(readSearchHistory(window.localStorage)).toEqual([search(2), search(1)]);
  });

  it("reads unreadable storage as an empty history", () => {
    window.localStorage.setItem(SEARCH_HISTORY_KEY, "{not json");
    expect(readSearchHistory(window.localStorage)).toEqual([]);
    window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify([{ url: 1 }, search(3)]));
    expect(readSearchHistory(window.localStorage)).toEqual([search(3)]);
    expect(readSearchHistory(undefined)).toEqual([]);
  });
});
