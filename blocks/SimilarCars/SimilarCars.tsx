import { useEffect, useId } from "react";
import { useQuery } from "@tanstack/react-query";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import type { SimilarCard } from "../../runtime/kit/vehicle.ts";
import { formatNumber } from "../../runtime/kit/rules.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import { fetchJson } from "../../runtime/kit/fetch-json.ts";
import { CarPhoto, Carousel, CarouselItem } from "../../runtime/kit/ui.ts";
import type { SimilarCarsData } from "./data.ts";
import type { SimilarCarsProps } from "./props.gen.ts";
import "./SimilarCars.css";

/** Cards side by side on a wide screen; the rest are a swipe or a Next away. */
const COLUMNS = 4;
/** As long as GET /api/cars/{slug}/similar lets a browser keep its answer: the loader's cards are not fetched again sooner. */
const FRESH_MS = 60_000;

export default function SimilarCars({ data }: BlockComponentProps<SimilarCarsProps, SimilarCarsData | null>) {
  if (!data) return null;
  return <Similar {...data} />;
}

function Similar({ slug, title, hits }: SimilarCarsData) {
  const headingId = useId();
  // The server's cards seed the query, so the page hydrates with the cards it was rendered with and fetches none.
  const state = useQuery({
    queryKey: ["similar-cars", slug],
    queryFn: ({ signal }) => fetchJson<{ hits: SimilarCard[] }>(`/api/cars/${encodeURIComponent(slug)}/similar`, { signal }),
    initialData: { hits },
    staleTime: FRESH_MS,
  });
  useEffect(() => {
    if (state.isError) console.error("Similar cars failed to load", state.error);
  }, [state.isError, state.error]);
  // A later fetch that fails keeps the cards already shown.
  const cards = state.data.hits;
  if (cards.length === 0) return null;

  return (
    <section className="fc-vdp-similar fc-vdp-wide" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <Carousel label={title} columns={COLUMNS} hint={false}>
        {cards.slice(0, 6).map((card) => (
          <CarouselItem key={card.id}>
            <Card card={card} />
          </CarouselItem>
        ))}
      </Carousel>
    </section>
  );
}

function Card({ card }: { card: SimilarCard }) {
  const facts = [card.km === null ? null : `${formatNumber(card.km)} km`, card.transmission, card.fuel].filter(Boolean).join(" · ");
  return (
    <article className="fc-vdp-similar__card">
      {card.image ? <CarPhoto image={card.image} place="similar" alt="" loading="lazy" /> : <div className="fc-vdp-similar__noimage" />}
      <h3>
        <SiteLink href={card.path}>{card.name}</SiteLink>
      </h3>
      <p className="fc-vdp-similar__price">
        {card.price.text}
        {card.price.kind === "subscription" && <span> /week</span>}
      </p>
      <p className="fc-vdp-similar__facts">{facts}</p>
      {card.location && <p className="fc-vdp-similar__facts">{card.location}</p>}
    </article>
  );
}
