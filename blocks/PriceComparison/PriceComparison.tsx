import { useEffect, useId } from "react";
import { useQuery } from "@tanstack/react-query";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { dealTitle, isGaugeShown, type AutogaugeResponse, formatPrice } from "../../runtime/kit/rules.ts";
import { fetchJson } from "../../runtime/kit/fetch-json.ts";
import { useSite } from "../../runtime/kit/ui.ts";
import { Gauge } from "./Gauge.tsx";
import type { PriceComparisonData } from "./data.ts";
import type { PriceComparisonProps } from "./props.gen.ts";
import "./PriceComparison.css";

/** As long as GET /api/cars/{slug}/autogauge lets a browser keep its answer: the loader's comparison is not fetched again sooner. */
const FRESH_MS = 300_000;

export default function PriceComparison({ props, data }: BlockComponentProps<PriceComparisonProps, PriceComparisonData | null>) {
  if (!data) return null;
  return <Comparison {...data} heading={props.heading} />;
}

function Comparison({ slug, gauge: comparison, heading }: PriceComparisonData & { heading: string }) {
  const rule = useSite().vehicle_page.deal_title;
  const headingId = useId();
  // The server's comparison seeds the query, so the page hydrates with the gauge it was rendered with and fetches none.
  const state = useQuery({
    queryKey: ["autogauge", slug],
    queryFn: ({ signal }) => fetchJson<AutogaugeResponse | null>(`/api/cars/${encodeURIComponent(slug)}/autogauge`, { signal }),
    initialData: comparison,
    staleTime: FRESH_MS,
  });
  useEffect(() => {
    if (state.isError) console.error("Price comparison failed", state.error);
    else if (!state.data) console.error("Price comparison failed", new Error("No data returned"));
  }, [state.isError, state.error, state.data]);

  // A later fetch that fails keeps the gauge already shown; one that finds the comparison incomplete hides it.
  if (!isGaugeShown(state.data)) return null;
  const gauge = state.data;
  const title = dealTitle(gauge, rule);
  return (
    <section className="fc-vdp-gauge-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <Gauge fill={gauge.fill} />
      {title && <p className="fc-vdp-gauge-card__title">{title}</p>}
      {gauge.description && <p>{gauge.description}</p>}
      <dl className="fc-vdp-gauge-card__figures">
        <div>
          <dt>This car</dt>
          <dd>{formatPrice(gauge.listing_price)}</dd>
        </div>
        <div>
          <dt>Market range</dt>
          <dd>
            {formatPrice(gauge.market_range_min)} – {formatPrice(gauge.market_range_max)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
