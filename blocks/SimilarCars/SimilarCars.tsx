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

const PLACEHOLDERS = 6;
/** Cards side by side on a wide screen; the rest are a swipe or a Next away. */
const COLUMNS = 4;

export default function SimilarCars({ data }: BlockComponentProps<SimilarCarsProps, SimilarCarsData | null>) {
  if (!data) return null;
  return <Similar slug={data.slug} title={data.title} />;
}

function Similar({ slug, title }: SimilarCarsData) {
  const headingId = useId();
  const state = useQuery({
    queryKey: ["similar-cars", slug],
    queryFn: ({ signal }) => fetchJson<{ hits: SimilarCard[] }>(`/api/cars/${encodeURIComponent(slug)}/similar`, { signal }),
  });
  useEffect(() => {
    if (state.isError) console.error("Similar cars failed to load", state.error);
  }, [state.isError, state.error]);
  if (state.isError || (state.isSuccess && state.data.hits.length === 0)) return null;

  return (
    <section className="fc-vdp-similar fc-vdp-wide" aria-labelledby={headingId} aria-busy={state.isPending}>
      <h2 id={headingId}>{title}</h2>
      <Carousel label={title} columns={COLUMNS} hint={false}>
        {!state.isSuccess
          ? Array.from({ length: PLACEHOLDERS }, (_, i) => (
              <CarouselItem key={i}>
                <div className="fc-vdp-similar__placeholder" data-testid="similar-placeholder" />
              </CarouselItem>
            ))
          : state.data.hits.slice(0, 6).map((card) => (
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
