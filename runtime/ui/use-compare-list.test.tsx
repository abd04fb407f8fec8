// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, cleanup, renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { COMPARE_KEY, useCompareList } from "./use-compare-list.ts";
import type { CompareEntry } from "../rules/compare-list.ts";

afterEach(cleanup);
beforeEach(() => window.localStorage.clear());

const entry = (id: number): CompareEntry => ({ id, name: `2022 Car ${id}`, slug: `car-${id}`, primary_image_url: null });
const stored = () => JSON.parse(window.localStorage.getItem(COMPARE_KEY) ?? "null");

describe("useCompareList", () => {
  it("adds and removes cars, keeping them in the browser", () => {
    const { result } = renderHook(() => useCompareList());
    act(() => void result.current.toggle(entry(1)));
    act(() => void result.current.toggle(entry(2)));
    expect(result.current.entries.map((car) => car.id)).toEqual([1, 2]);
    expect(result.current.isCompared(2)).toBe(true);
    expect(stored()).toEqual([entry(1), entry(2)]);
    act(() => result.current.remove(1));
    expect(result.current.entries).toEqual([entry(2)]);
    expect(stored()).toEqual([entry(2)]);
  });

  it("refuses a fourth car and leaves the three", () => {
    const { result } = renderHook(() => useCompareList());
    for (const id of [1, 2, 3]) act(() => void result.current.toggle(entry(id)));
    let outcome = "";
    act(() => void (outcome = result.current.toggle(entry(4))));
    expect(outcome).toBe("refused");
    expect(result.current.entries.map((car) => car.id)).toEqual([1, 2, 3]);
    expect(result.current.isCompared(4)).toBe(false);
  });

  it("keeps every component showing the list in step, and follows other tabs", () => {
    const card = renderHook(() => useCompareList());
    const tray = renderHook(() => useCompareList());
    act(() => void card.result.current.toggle(entry(5)));
    expect(tray.result.current.entries).toEqual([entry(5)]);
    act(() => {
      window.localStorage.setItem(COMPARE_KEY, JSON.stringify([entry(6)]));
      window.dispatchEvent(new StorageEvent("storage", { key: COMPARE_KEY }));
    });
    expect(tray.result.current.entries).toEqual([entry(6)]);
  });

  it("reads what it cannot show (bare ids of older versions, junk) as nothing", () => {
    window.localStorage.setItem(COMPARE_KEY, "[1,2]");
    expect(renderHook(() => useCompareList()).result.current.entries).toEqual([]);
    window.localStorage.setItem(COMPARE_KEY, "{not json");
    expect(renderHook(() => useCompareList()).result.current.entries).toEqual([]);
  });

  it("is empty on the server, whatever the browser keeps", () => {
    window.localStorage.setItem(COMPARE_KEY, JSON.stringify([entry(1)]));
    function Count() {
      return <span>{useCompareList().entries.length}</span>;
    }
    expect(renderToString(<Count />)).toBe("<span>0</span>");
  });
});
