import { useState } from "react";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useSite } from "../../runtime/kit/ui.ts";
import { cardOptions, resultSlots, ResultsList } from "../../runtime/kit/search.ts";
import { offerEndLabel } from "../../runtime/kit/rules.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import "../../runtime/kit/search-ui.css";
import type { SpecialOffersData } from "./data.ts";
import type { SpecialOffersProps } from "./props.gen.ts";
import "./SpecialOffers.css";

/** Spec §2 /special-offers: the offers running now, each with its cars. */
export default function SpecialOffers({ props, data, blockId }: BlockComponentProps<SpecialOffersProps, SpecialOffersData>) {
  const site = useSite();
  const [card] = useState(() => cardOptions(site, new Date(data.now)));
  const headingId = `${blockId}-heading`;
  return (
    <section className="fc-special-offers fc-container" aria-labelledby={props.heading ? headingId : undefined}>
      {props.heading && <h1 id={headingId}>{props.heading}</h1>}
      {props.intro && <p>{props.intro}</p>}
      {data.offers.length === 0 && <p className="fc-special-offers__empty">{props.empty_text}</p>}
      {data.offers.map((offer) => (
        <article key={offer.id} id={offer.id} className="fc-special-offers__offer" aria-labelledby={`${blockId}-${offer.id}`}>
          <div className="fc-special-offers__summary">
            {offer.image && <img src={offer.image} alt="" width={720} height={405} loading="lazy" />}
            <div>
              <h2 id={`${blockId}-${offer.id}`}>{offer.title}</h2>
              {offer.description && <p>{offer.description}</p>}
              {offer.expiry && <p className="fc-special-offers__ends">{offerEndLabel(offer.expiry)}</p>}
              <SiteLink className="fc-button fc-button--primary" href={offer.search_url}>
                {props.link_label}
              </SiteLink>
            </div>
          </div>
          {offer.cars.length > 0 && (
            <ResultsList slots={resultSlots(offer.cars, { collapseSold: site.search_results.collapse_sold, promos: [], promoExtras: [], now: card.now })} card={card} carousel={false} />
          )}
        </article>
      ))}
      {props.terms && <p className="fc-special-offers__terms">{props.terms}</p>}
    </section>
  );
}
