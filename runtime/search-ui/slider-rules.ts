/** Spec §5 and §9 range-slider rules, shared by the results sliders and the price-range search. */

export interface SliderBounds {
  min: number;
  max: number;
}

/** A slider's two thumbs. */
export type SliderValues = readonly [min: number, max: number];

/** Spec §9: the slider's maximum when the search returned no statistics for the attribute. */
export const DEFAULT_SLIDER_MAX = 100_000;
/** Spec §9: slider changes are committed to the search after this many milliseconds of quiet. */
export const SLIDER_COMMIT_MS = 400;
export const BELOW_MINIMUM = "Cannot refine below the range minimum";
export const ABOVE_MAXIMUM = "Cannot refine above the range maximum";

const SNAPPED_ATTRIBUTES = new Set(["price", "km", "odometer"]);
const PRICE_STEP = 500;

/** The slider's range: the search's statistics, or 0..100000 when there are none. */
export function sliderBounds(stats: { min?: number; max?: number } | undefined): SliderBounds {
  const min = finite(stats?.min) ? stats.min : 0;
  const max = finite(stats?.max) && stats.max > 0 ? stats.max : DEFAULT_SLIDER_MAX;
  return { min: Math.min(min, max), max };
}

/** Spec §5 and §9: price moves in steps of 500; other sliders in one hundredth of their range. */
export function sliderStep(attribute: string, bounds: SliderBounds): number {
  if (attribute === "price") return PRICE_STEP;
  return Math.max(1, Math.round((bounds.max - bounds.min) / 100));
}

/**
 * The range a slider's thumbs can reach: a range input only takes min + k x step, so the top is raised to the next
 * step; the thumb at the very end then still means "no upper limit".
 */
export function reachableBounds(bounds: SliderBounds, step: number): SliderBounds {
  return { min: bounds.min, max: bounds.min + Math.ceil((bounds.max - bounds.min) / step) * step };
}

/** Spec §5: price and km values snap to the nearest 1000, kept inside the slider's range. */
export function snapValue(attribute: string, value: number, bounds: SliderBounds): number {
  const snapped = SNAPPED_ATTRIBUTES.has(attribute) ? Math.round(value / 1000) * 1000 : value;
  return Math.min(bounds.max, Math.max(bounds.min, snapped));
}

/** Moves one thumb: it stays inside the range, and min never passes max (nor max below min). */
export function moveThumb(values: SliderValues, thumb: 0 | 1, value: number, bounds: SliderBounds): SliderValues {
  const inside = Math.min(bounds.max, Math.max(bounds.min, value));
  return thumb === 0 ? [Math.min(inside, values[1]), values[1]] : [values[0], Math.max(inside, values[0])];
}

export type RangeCommit =
  | { ok: true; range: [min: number | undefined, max: number | undefined] }
  | { ok: false; message: typeof BELOW_MINIMUM | typeof ABOVE_MAXIMUM | "Cannot refine with the minimum above the maximum" };

/**
 * What a slider or its number boxes commit to the search. Out-of-range values are refused with the spec's
 * messages (the caller logs them; the shopper sees no message). A thumb at its end of the range is an open end.
 */
export function commitRange(attribute: string, values: SliderValues, bounds: SliderBounds): RangeCommit {
  const [min, max] = values;
  if (min < bounds.min) return { ok: false, message: BELOW_MINIMUM };
  if (max > bounds.max) return { ok: false, message: ABOVE_MAXIMUM };
  if (min > max) return { ok: false, message: "Cannot refine with the minimum above the maximum" };
  const low = min <= bounds.min ? undefined : snapValue(attribute, min, bounds);
  const high = max >= bounds.max ? undefined : snapValue(attribute, max, bounds);
  return { ok: true, range: [low, high] };
}

function finite(value: number | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value);
}
