import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useSite } from "../../runtime/kit/ui.ts";
import { formatPrice } from "../../runtime/kit/rules.ts";
import { moveThumb, type SliderValues, scopedSearchUrl } from "../../runtime/kit/search.ts";
import "../../runtime/kit/search-ui.css";
import type { PriceRangeSearchProps } from "./props.gen.ts";

export default function PriceRangeSearch({ props, blockId }: BlockComponentProps<PriceRangeSearchProps>) {
  const site = useSite();
  const navigate = useNavigate();
  const { min, max, step } = site.search_results.price_slider;
  const bounds = { min, max };
  const [values, setValues] = useState<SliderValues>([min, max]);
  const url = new URL(
    scopedSearchUrl(site, props.car_type, { ranges: { price: `${values[0]}:${values[1]}` }, sortBy: "highestPrice" }),
    "http://form.invalid",
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(url.pathname + url.search);
  };
  const headingId = `${blockId}-heading`;
  return (
    <section className="fc-search-block fc-container" aria-labelledby={props.heading ? headingId : undefined}>
      {props.heading && <h2 id={headingId}>{props.heading}</h2>}
      <form className="fc-search-block__form" method="get" action={url.pathname} onSubmit={submit}>
        {[...url.searchParams].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p className="fc-search-block__result" aria-live="polite">
          {formatPrice(values[0])} – {formatPrice(values[1])}
        </p>
        <div className="fc-range__track">
          {([0, 1] as const).map((thumb) => (
            <input
              key={thumb}
              type="range"
              aria-label={thumb === 0 ? "Minimum price" : "Maximum price"}
              aria-valuetext={formatPrice(values[thumb])}
              min={min}
              max={max}
              step={step}
              value={values[thumb]}
              onChange={(event) => setValues(moveThumb(values, thumb, Number(event.target.value), bounds))}
            />
          ))}
        </div>
        <button type="submit" className="fc-button fc-button--primary">
          Search
        </button>
      </form>
    </section>
  );
}
