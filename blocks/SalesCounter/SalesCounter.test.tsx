// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import SalesCounter from "./SalesCounter.tsx";
import schema from "./schema.json" with { type: "json" };
import type { SalesCounterProps } from "./props.gen.ts";

afterEach(() => vi.useRealTimers());

describe("SalesCounter", () => {
  it("shows today's figure and brings it up to date on the refresh interval", () => {
    vi.useFakeTimers({ now: new Date("2026-07-01T15:00:00Z") });
    renderBlock(SalesCounter, { props: propsFrom<SalesCounterProps>(schema), data: { now: "2026-07-01T15:00:00Z" } });
    expect(screen.getByText("8").parentElement!.textContent).toBe("8 vehicles sold today");
    act(() => void vi.advanceTimersByTime(150_000));
    expect(screen.getByText("8")).toBeTruthy();
    act(() => void vi.advanceTimersByTime(300_000));
    expect(screen.getByText("9")).toBeTruthy();
  });
});
