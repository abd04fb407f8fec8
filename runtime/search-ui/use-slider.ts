import { useEffect, useState } from "react";
import { SLIDER_COMMIT_MS, commitRange, moveThumb, reachableBounds, sliderStep, type SliderBounds, type SliderValues } from "./slider-rules.ts";
import { useDebouncedCallback } from "./use-debounced-callback.ts";

export type RangeRefinement = [min: number | undefined, max: number | undefined];

export interface RangeSlider {
  attribute: string;
  bounds: SliderBounds;
  step: number;
  /** The thumbs as the shopper sees them (ahead of the search while a change waits to commit). */
  values: SliderValues;
  /** Whether the search is narrowed by this range. */
  refined: boolean;
  /** Moves a thumb; the search follows 400 ms after the last move. */
  move(thumb: 0 | 1, value: number): void;
  /** Sets both ends from typed values at once; out-of-range values are logged and ignored (spec §8). */
  set(values: SliderValues): void;
}

/**
 * A range slider's logic (spec §5, §9) over any refinement: thumbs that never cross, a 400 ms commit,
 * snapping, and out-of-range values logged with the spec's messages. The thumbs follow the refinement
 * (the URL's min:max) and reset when it is cleared.
 */
export function useSlider(attribute: string, stats: SliderBounds, refined: RangeRefinement, refine: (range: RangeRefinement) => void): RangeSlider {
  const step = sliderStep(attribute, stats);
  const bounds = reachableBounds(stats, step);
  const shown: SliderValues = [refined[0] ?? bounds.min, refined[1] ?? bounds.max];
  const [values, setValues] = useState<SliderValues>(shown);
  const shownKey = `${shown[0]}:${shown[1]}`;
  useEffect(() => setValues(shown), [shownKey]);

  const commit = (next: SliderValues) => {
    const result = commitRange(attribute, next, bounds);
    if (result.ok) refine(result.range);
    else console.warn(result.message);
  };
  const commitLater = useDebouncedCallback(commit, SLIDER_COMMIT_MS);

  return {
    attribute,
    bounds,
    step,
    values,
    refined: refined[0] !== undefined || refined[1] !== undefined,
    move(thumb, value) {
      const next = moveThumb(values, thumb, value, bounds);
      setValues(next);
      commitLater(next);
    },
    set(next) {
      commitLater.cancel();
      commit(next);
    },
  };
}
