import { useState, type FormEvent, type KeyboardEvent } from "react";
import { formatPrice } from "../rules/price-display.ts";
import { kmLabel } from "./card-labels.ts";
import { FacetSection } from "./facet-section.tsx";
import type { RangeSlider } from "./use-slider.ts";
import { rangeField } from "./search-form-fields.ts";
import type { FormTarget } from "./use-form-target.ts";

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
  /** Where the min and max boxes go as a plain GET form without JavaScript (the results page's search). */
  form?: FormTarget;
}

/** A two-thumb range slider with min and max boxes (spec §5): thumbs never cross, typed values out of range are ignored. */
export function RangeSliderView({ label, slider, collapsed = false, form }: Props) {
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
      <RangeBoxes name={name} attribute={attribute} values={values} onSet={slider.set} form={form} />
    </FacetSection>
  );
}

interface BoxesProps {
  name: string;
  attribute: string;
  values: readonly [number, number];
  onSet: (values: [number, number]) => void;
  form?: FormTarget;
}

/**
 * Typed min and max, committed on Enter or when the box loses focus; without JavaScript, a GET form whose
 * `range[attribute][min]` and `[max]` the results page turns into `range[attribute]=min:max`.
 */
function RangeBoxes({ name, attribute, values, onSet, form }: BoxesProps) {
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
  const box = (index: 0 | 1, end: "Min" | "Max") => (
    <label className="fc-range__box">
      <span>{end}</span>
      <input
        type="number"
        name={form ? rangeField(attribute, index === 0 ? "min" : "max") : undefined}
        inputMode="numeric"
        value={shown[index]}
        onChange={(event) => setTyped(index === 0 ? [event.target.value, shown[1]] : [shown[0], event.target.value])}
        onBlur={commit}
        onKeyDown={onKey}
        aria-label={`${end} ${name}`}
      />
    </label>
  );
  if (!form) {
    return (
      <div className="fc-range__boxes">
        {box(0, "Min")}
        {box(1, "Max")}
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };
  return (
    <form className="fc-range__boxes" method="get" action={form.action} onSubmit={submit}>
      {form.hidden.map(([field, value], index) => (
        <input key={`${field}-${index}`} type="hidden" name={field} value={value} />
      ))}
      {box(0, "Min")}
      {box(1, "Max")}
      <noscript>
        <button type="submit" className="fc-button fc-button--secondary">
          Apply
        </button>
      </noscript>
    </form>
  );
}
