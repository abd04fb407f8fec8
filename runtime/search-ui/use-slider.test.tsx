// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { RangeSliderView } from "./range-slider-view.tsx";
import { useSlider, type RangeRefinement } from "./use-slider.ts";

const BOUNDS = { min: 0, max: 100_000 };

function PriceSlider({ refined, refine }: { refined: RangeRefinement; refine: (range: RangeRefinement) => void }) {
  const slider = useSlider("price", BOUNDS, refined, refine);
  return <RangeSliderView label="Price" slider={slider} />;
}

const thumb = (name: "Minimum price" | "Maximum price") => screen.getByLabelText(name) as HTMLInputElement;
const box = (name: "Min price" | "Max price") => screen.getByLabelText(name) as HTMLInputElement;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("range slider (spec §5, §8, §9)", () => {
  it("commits a thumb move 400 ms after the last move, snapped to 1000, once", async () => {
    const refine = vi.fn();
    render(<PriceSlider refined={[undefined, undefined]} refine={refine} />);
    fireEvent.change(thumb("Minimum price"), { target: { value: "12000" } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(thumb("Minimum price"), { target: { value: "24500" } });
    expect(thumb("Minimum price").value).toBe("24500");
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(refine).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(refine.mock.calls).toEqual([[[25_000, undefined]]]);
  });

  it("keeps the minimum thumb below the maximum", async () => {
    const refine = vi.fn();
    render(<PriceSlider refined={[undefined, 30_000]} refine={refine} />);
    fireEvent.change(thumb("Minimum price"), { target: { value: "45000" } });
    expect(thumb("Minimum price").value).toBe("30000");
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(refine).toHaveBeenCalledWith([30_000, 30_000]);
  });

  it("follows the refinement (the URL's min:max), and puts the thumbs back at the ends when it is cleared", () => {
    const { rerender } = render(<PriceSlider refined={[20_000, 50_000]} refine={() => {}} />);
    expect([thumb("Minimum price").value, thumb("Maximum price").value]).toEqual(["20000", "50000"]);
    expect(screen.getByText("$20,000 – $50,000")).toBeTruthy();
    rerender(<PriceSlider refined={[undefined, undefined]} refine={() => {}} />);
    expect([thumb("Minimum price").value, thumb("Maximum price").value]).toEqual(["0", "100000"]);
    expect([box("Min price").value, box("Max price").value]).toEqual(["0", "100000"]);
  });

  it("ignores typed values outside the range, logging the spec's messages and showing the shopper none", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const refine = vi.fn();
    render(<PriceSlider refined={[undefined, undefined]} refine={refine} />);
    fireEvent.change(box("Min price"), { target: { value: "-500" } });
    fireEvent.keyDown(box("Min price"), { key: "Enter" });
    fireEvent.change(box("Max price"), { target: { value: "250000" } });
    fireEvent.keyDown(box("Max price"), { key: "Enter" });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(warn.mock.calls).toEqual([["Cannot refine below the range minimum"], ["Cannot refine above the range maximum"]]);
    expect(refine).not.toHaveBeenCalled();
    expect(screen.queryByText(/Cannot refine/)).toBeNull();

    fireEvent.change(box("Max price"), { target: { value: "60400" } });
    fireEvent.blur(box("Max price"));
    expect(refine).toHaveBeenCalledWith([undefined, 60_000]);
  });
});
