import { useId } from "react";
import type { Bounds } from "../../runtime/kit/finance.ts";

interface CalculatorFieldProps {
  name: string;
  label: string;
  bounds: Bounds;
  value: number;
  /** What the number box shows: the value, or what the shopper is typing. */
  draft: string;
  /** 'Cannot be less than ... or more than ...' while the typed value is out of bounds. */
  help: string | null;
  format: (value: number) => string;
  onSlide: (value: number) => void;
  onType: (text: string) => void;
  onLeave: () => void;
}

/** A slider and a number box for one calculator input, both named by the same label. */
export function CalculatorField(props: CalculatorFieldProps) {
  const id = useId();
  const { bounds } = props;
  return (
    <div className="fc-calculator__field">
      <label id={`${id}-label`} htmlFor={`${id}-input`}>{props.label}</label>
      <div className="fc-calculator__controls">
        <input
          type="range"
          aria-labelledby={`${id}-label`}
          aria-valuetext={props.format(props.value)}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={props.value}
          onChange={(event) => props.onSlide(Number(event.currentTarget.value))}
        />
        <input
          id={`${id}-input`}
          type="number"
          name={props.name}
          inputMode="decimal"
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={props.draft}
          aria-invalid={props.help !== null}
          aria-describedby={props.help !== null ? `${id}-help` : undefined}
          onChange={(event) => props.onType(event.currentTarget.value)}
          onBlur={props.onLeave}
        />
      </div>
      {props.help !== null && <p id={`${id}-help`} className="fc-calculator__help">{props.help}</p>}
    </div>
  );
}
