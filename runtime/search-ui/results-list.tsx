import { lazy, Suspense, type ReactNode } from "react";
import type { CarHit } from "./car-hit.ts";
import type { ResultSlot } from "./promo-placement.ts";
import { PromoCard } from "./promo-card.tsx";
import { VehicleCard } from "./vehicle-card.tsx";
import { WatchlistProvider } from "./watchlist-button.tsx";
import type { CardOptions } from "./card-options.ts";

const ResultsCarousel = lazy(() => import("./results-carousel.tsx"));

/** Cards in the first row load their images at once (a row holds up to three cards). */
const FIRST_ROW = 3;

type Photo = "first" | "eager" | "lazy";

/**
 * The first slot's photo is the largest thing on a phone's first screen (its LCP), so it is fetched before
 * anything else; the rest of the first row at once; the others as they are scrolled near.
 */
const photoOf = (index: number): Photo => (index === 0 ? "first" : index < FIRST_ROW ? "eager" : "lazy");

interface Props {
  slots: ResultSlot<CarHit>[];
  card: CardOptions;
  carousel: boolean;
}

/**
 * The results as a grid, or as a carousel where the site asks for one (loaded only then). Where cards carry the
 * watchlist's Save button, the page's buttons share one watchlist query.
 */
export function ResultsList({ slots, card, carousel }: Props) {
  const items: { key: string; node: ReactNode }[] = slots.map((slot, index) =>
    slot.kind === "promo"
      ? { key: slot.key, node: <PromoCard promo={slot.promo} /> }
      : { key: slot.hit.objectID, node: <VehicleCard hit={slot.hit} options={card} photo={photoOf(index)} /> },
  );
  const list = carousel ? (
    <Suspense fallback={<Grid items={items} />}>
      <ResultsCarousel items={items} />
    </Suspense>
  ) : (
    <Grid items={items} />
  );
  return card.watchlist ? <WatchlistProvider>{list}</WatchlistProvider> : list;
}

function Grid({ items }: { items: { key: string; node: ReactNode }[] }) {
  return (
    <ul className="fc-results__grid">
      {items.map((item) => (
        <li key={item.key}>{item.node}</li>
      ))}
    </ul>
  );
}
