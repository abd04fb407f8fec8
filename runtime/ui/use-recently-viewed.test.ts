// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, cleanup, renderHook } from "@testing-library/react";
import { RECENTLY_VIEWED_KEY, type ViewedCar } from "../rules/recently-viewed.ts";
import { rememberViewedCar, useRecentlyViewed } from "./use-recently-viewed.ts";

afterEach(cleanup);
beforeEach(() => window.localStorage.clear());

const record = (id: number): ViewedCar => ({ id, stocknum: `S${id}`, make: "Kia", model: "Sportage", body: "SUV", simple_body: "suv", slug: `kia-${id}`, name: `Kia ${id}` });

describe("useRecentlyViewed", () => {
  it("remembers viewed cars newest first, once each", () => {
    const { result } = renderHook(() => useRecentlyViewed(true));
    act(() => rememberViewedCar(record(1)));
    act(() => rememberViewedCar(record(2)));
    act(() => rememberViewedCar(record(1)));
    expect(result.current.map((car) => car.id)).toEqual([1, 2]);
    expect(JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY)!)).toEqual([record(1), record(2)]);
  });

  it("shows nothing where the site switches it off", () => {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([record(3)]));
    expect(renderHook(() => useRecentlyViewed(false)).result.current).toEqual([]);
  });
});
