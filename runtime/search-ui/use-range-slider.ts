import { useSearchSource } from "./search-source.ts";
import { sliderBounds } from "./slider-rules.ts";
import { useSlider, type RangeSlider } from "./use-slider.ts";

/** A results-page range slider over InstantSearch's range connector; 0..100000 until the search has statistics. */
export function useRangeSlider(attribute: string): RangeSlider {
  const { start, range, refine } = useSearchSource().useRange({ attribute });
  const hasStats = Number.isFinite(range.min) && Number.isFinite(range.max) && range.max! > 0;
  const bounds = sliderBounds(hasStats ? { min: range.min, max: range.max } : undefined);
  const finite = (value: number | undefined) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);
  return useSlider(attribute, bounds, [finite(start[0]), finite(start[1])], refine);
}
