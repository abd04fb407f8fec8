import { describe, expect, it } from "vitest";
import {
  ABOVE_MAXIMUM,
  BELOW_MINIMUM,
  DEFAULT_SLIDER_MAX,
  SLIDER_COMMIT_MS,
  commitRange,
  moveThumb,
  sliderBounds,
  reachableBounds,
  sliderStep,
  snapValue,
} from "./slider-rules.ts";

const bounds = { min: 4_300, max: 87_600 };

describe("slider rules (spec §5, §9)", () => {
  it("uses the search statistics, or 0..100000 when there are none", () => {
    expect(sliderBounds({ min: 4_300, max: 87_600 })).toEqual(bounds);
    expect(sliderBounds(undefined)).toEqual({ min: 0, max: DEFAULT_SLIDER_MAX });
    expect(sliderBounds({})).toEqual({ min: 0, max: 100_000 });
    expect(DEFAULT_SLIDER_MAX).toBe(100_000);
  });

  it("raises the top of the range to the next step, so the thumb at the end reaches it", () => {
    expect(reachableBounds({ min: 0, max: 202_990 }, 500)).toEqual({ min: 0, max: 203_000 });
    expect(reachableBounds({ min: 4_300, max: 87_600 }, 500)).toEqual({ min: 4_300, max: 87_800 });
    expect(reachableBounds({ min: 0, max: 100_000 }, 1_000)).toEqual({ min: 0, max: 100_000 });
  });

  it("commits after 400 ms", () => {
    expect(SLIDER_COMMIT_MS).toBe(400);
  });

  it("steps price by 500 and other sliders by a hundredth of the range", () => {
    expect(sliderStep("price", bounds)).toBe(500);
    expect(sliderStep("km", { min: 0, max: 250_000 })).toBe(2_500);
    expect(sliderStep("year", { min: 2000, max: 2025 })).toBe(1);
  });

  it("snaps price and km to the nearest 1000 inside the range; other attributes keep their value", () => {
    expect(snapValue("price", 12_499, bounds)).toBe(12_000);
    expect(snapValue("price", 12_500, bounds)).toBe(13_000);
    expect(snapValue("km", 45_501, { min: 0, max: 200_000 })).toBe(46_000);
    expect(snapValue("price", 4_400, bounds)).toBe(4_300);
    expect(snapValue("price", 87_400, bounds)).toBe(87_000);
    expect(snapValue("price", 87_501, bounds)).toBe(87_600);
    expect(snapValue("year", 2013, { min: 2000, max: 2025 })).toBe(2013);
  });

  it("never lets the min thumb pass the max thumb, nor the max go below the min", () => {
    expect(moveThumb([10_000, 20_000], 0, 25_000, bounds)).toEqual([20_000, 20_000]);
    expect(moveThumb([10_000, 20_000], 1, 5_000, bounds)).toEqual([10_000, 10_000]);
    expect(moveThumb([10_000, 20_000], 0, 1_000, bounds)).toEqual([4_300, 20_000]);
    expect(moveThumb([10_000, 20_000], 1, 99_000, bounds)).toEqual([10_000, 87_600]);
  });

  it("refuses values outside the range with the spec's messages", () => {
    expect(commitRange("price", [4_299, 20_000], bounds)).toEqual({ ok: false, message: BELOW_MINIMUM });
    expect(commitRange("price", [5_000, 87_601], bounds)).toEqual({ ok: false, message: ABOVE_MAXIMUM });
    expect(BELOW_MINIMUM).toBe("Cannot refine below the range minimum");
    expect(ABOVE_MAXIMUM).toBe("Cannot refine above the range maximum");
  });

  it("refuses a minimum above the maximum", () => {
    expect(commitRange("price", [30_000, 20_000], bounds).ok).toBe(false);
  });

  it("commits snapped values, and a thumb at its end of the range as an open end", () => {
    expect(commitRange("price", [12_400, 30_600], bounds)).toEqual({ ok: true, range: [12_000, 31_000] });
    expect(commitRange("price", [4_300, 30_000], bounds)).toEqual({ ok: true, range: [undefined, 30_000] });
    expect(commitRange("price", [10_000, 87_600], bounds)).toEqual({ ok: true, range: [10_000, undefined] });
    expect(commitRange("year", [2012, 2025], { min: 2000, max: 2025 })).toEqual({ ok: true, range: [2012, undefined] });
  });
});
