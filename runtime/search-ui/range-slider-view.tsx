import { useState, type KeyboardEvent } from "react";
import { formatPrice } from "../rules/price-display.ts";
import { kmLabel } from "./card-labels.ts";
import { FacetSection } from "./facet-section.tsx";
import type { RangeSlider } from "./use-slider.ts";

/** How a range value reads: '$25,000', '40,000 km', '2019'. */
export function rangeValueLabel(attribute: string, value: number): string {
  if (attribute === "price" || attribute === "subscription_price") return formatPrice(value);
  if (attribute === "km" || attribute === "odometer") return kmLabel(value);
  return String(value);
}

interface Props {
  label: string;
  slider: RangeSlider;
  /** The site folds this filter until opened (it opens by itself while refined). */
  collapsed?: boolean;
}

/** A two-thumb range slider with min and max boxes (spec §5): thumbs never cross, typed values out of range are ignored. */
export function RangeSliderView({ label, slider, collapsed = false }: Props) {
  const { bounds, values, step, attribute } = slider;
  const text = (value: number) => rangeValueLabel(attribute, value);
  const name = label.toLowerCase();
  return (
    <FacetSection attribute={attribute} label={label} collapsed={collapsed} refined={slider.refined} className="fc-facet fc-range">
      <p className="fc-range__values" aria-live="polite">
        {text(values[0])} – {text(values[1])}
      </p>
      <div className="fc-range__track">
        {([0, 1] as const).map((thumb) => (
          <input
            key={thumb}
            type="range"
            aria-label={`${thumb === 0 ? "Minimum" : "Maximum"} ${name}`}
            aria-valuetext={text(values[thumb])}
            min={bounds.min}
            max={bounds.max}
            step={step}
            value={values[thumb]}
            onChange={(event) => slider.move(thumb, Number(event.target.value))}
          />
        ))}
      </div>
      <RangeBoxes name={name} values={values} onSet={slider.set} />
    </FacetSection>
  );
}

/** Typed min and max, committed on Enter or when the box loses focus. */
function RangeBoxes({ name, values, onSet }: { name: string; values: readonly [number, number]; onSet: (values: [number, number]) => void }) {
  const [typed, setTyped] = useState<[string, string] | null>(null);
  const shown = typed ?? [String(values[0]), String(values[1])];
  const commit = () => {
    if (!typed) return;
    setTyped(null);
    onSet([Number(typed[0]) || 0, Number(typed[1]) || 0]);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Enter") {
      event.preventDefault();
      commit();
    }
  };
  const box = (index: 0 | 1, end: string) => (
    <label className="fc-range__box">
      <span>{end}</span>
      <input
        type="number"
        inputMode="numeric"
        value={shown[index]}
        onChange={(event) => setTyped(index === 0 ? [event.target.value, shown[1]] : [shown[0], event.target.value])}
        onBlur={commit}
        onKeyDown={onKey}
        aria-label={`${end} ${name}`}
      />
    </label>
  );
  return (
    <div className="fc-range__boxes">
      {box(0, "Min")}
      {box(1, "Max")}
    </div>
  );
}
