import { useEffect, useState } from "react";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { SALES_COUNTER_REFRESH_MS, salesToday } from "../../runtime/kit/rules.ts";
import type { SalesCounterData } from "./data.ts";
import type { SalesCounterProps } from "./props.gen.ts";
import "./SalesCounter.css";

/** Spec §4 and §9: today's sales figure, from the page view's time, then brought up to date on the refresh interval. */
export default function SalesCounter({ props, data }: BlockComponentProps<SalesCounterProps, SalesCounterData>) {
  const [count, setCount] = useState(() => salesToday(new Date(data.now)));
  useEffect(() => {
    const refresh = () => setCount(salesToday(new Date()));
    refresh();
    const timer = setInterval(refresh, SALES_COUNTER_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <section className="fc-sales-counter fc-container" aria-label="Sales today">
      <p aria-live="polite">
        <strong className="fc-sales-counter__count">{count.toLocaleString("en-AU")}</strong> {props.label}
      </p>
    </section>
  );
}
