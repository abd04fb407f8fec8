import { useState } from "react";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useSite } from "../../runtime/kit/ui.ts";
import { useBlockSearch, cardOptions, dealershipRequests, type DealershipChoice, RangeSliderView, resultSlots, ResultsList, sliderBounds, useSlider } from "../../runtime/kit/search.ts";
import "../../runtime/kit/search-ui.css";
import type { DealershipSearchData } from "./dealership-data.ts";
import type { DealershipSearchProps } from "./props.gen.ts";

export default function DealershipSearch({ props, data, blockId }: BlockComponentProps<DealershipSearchProps, DealershipSearchData>) {
  const site = useSite();
  const [choice, setChoice] = useState<DealershipChoice>({ category: "", price: [undefined, undefined], page: 0 });
  const { results, loading } = useBlockSearch(data, "dealership", dealershipRequests(data.dealership.id, choice));
  const [cars, categories] = results;
  const bounds = sliderBounds(data.results[0]?.facets_stats?.price);
  const slider = useSlider("price", bounds, choice.price, (price) => setChoice({ ...choice, price, page: 0 }));
  const [options] = useState(() => cardOptions(site, new Date(data.now)));
  const slots = resultSlots(cars?.hits ?? [], { collapseSold: site.search_results.collapse_sold, promos: [], promoExtras: [], now: options.now });
  const total = categories?.nbHits ?? 0;
  const pages = cars?.nbPages ?? 1;
  const headingId = `${blockId}-heading`;

  return (
    <section className="fc-search-block fc-container" aria-labelledby={props.heading ? headingId : undefined}>
      {props.heading && <h2 id={headingId}>{props.heading}</h2>}
      <div className="fc-search__body">
        <div className="fc-filters">
          <section className="fc-facet" aria-labelledby={`${blockId}-categories`}>
            <h3 id={`${blockId}-categories`} className="fc-facet__heading">
              Categories
            </h3>
            <ul className="fc-facet__list">
              {[["", total] as const, ...Object.entries(categories?.facets?.categories ?? {})].map(([category, count]) => (
                <li key={category || "all"}>
                  <button
                    type="button"
                    className="fc-facet__value"
                    aria-pressed={choice.category === category}
                    onClick={() => setChoice({ ...choice, category, page: 0 })}
                  >
                    <span className="fc-facet__label">{category || "All"}</span>
                    <span className="fc-facet__count">{count.toLocaleString("en-AU")}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <RangeSliderView label="Price" slider={slider} />
        </div>
        <div className="fc-results" aria-busy={loading}>
          <ResultsList slots={slots} card={options} carousel={false} />
          <p className="fc-empty__actions">
            {choice.page > 0 && (
              <button type="button" className="fc-button fc-button--secondary" onClick={() => setChoice({ ...choice, page: choice.page - 1 })}>
                Previous
              </button>
            )}
            {choice.page + 1 < pages && (
              <button type="button" className="fc-button fc-button--secondary" onClick={() => setChoice({ ...choice, page: choice.page + 1 })}>
                Next
              </button>
            )}
            <a className="fc-button fc-button--primary" href={`/search/${data.dealership.slug}`}>
              View all {site.search_results.vehicle_noun} at {data.dealership.name}
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
