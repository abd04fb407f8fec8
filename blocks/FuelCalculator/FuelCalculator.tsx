import { useId, useState } from "react";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { DEFAULT_FUEL_PRICE, DEFAULT_WEEKLY_DISTANCE_KM, formatDollarsAndCents, weeklyFuelCost } from "../../runtime/kit/rules.ts";
import type { FuelCalculatorData } from "./data.ts";
import type { FuelCalculatorProps } from "./props.gen.ts";
import "./FuelCalculator.css";

/** An input's number; empty, negative or unreadable input counts as 0. */
function amount(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export default function FuelCalculator({ props, data }: BlockComponentProps<FuelCalculatorProps, FuelCalculatorData | null>) {
  const id = useId();
  const [price, setPrice] = useState(DEFAULT_FUEL_PRICE.toFixed(2));
  const [distance, setDistance] = useState(String(DEFAULT_WEEKLY_DISTANCE_KM));
  const [consumption, setConsumption] = useState(String(data?.consumption ?? ""));
  if (!data) return null;
  const weekly = weeklyFuelCost(amount(distance), amount(consumption), amount(price));

  const field = (key: string, label: string, value: string, set: (next: string) => void, step: string) => (
    <div className="fc-vdp-fuel__field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input id={`${id}-${key}`} type="number" inputMode="decimal" min="0" step={step} value={value} onChange={(event) => set(event.target.value)} />
    </div>
  );

  return (
    <section className="fc-vdp-fuel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{props.heading}</h2>
      <div className="fc-vdp-fuel__fields">
        {field("price", "Fuel price ($ per litre)", price, setPrice, "0.01")}
        {field("distance", "Distance per week (km)", distance, setDistance, "10")}
        {field("consumption", "Fuel consumption (L/100km)", consumption, setConsumption, "0.1")}
      </div>
      <p className="fc-vdp-fuel__result" aria-live="polite">
        Estimated weekly fuel cost: <output htmlFor={`${id}-price ${id}-distance ${id}-consumption`}>{formatDollarsAndCents(weekly)}</output>
      </p>
    </section>
  );
}
