import { useEffect, useState } from "react";
import { cardTag, type CardTag } from "../rules/card-tag.ts";
import { primaryPhoto } from "../rules/photo-sources.ts";
import { priceDisplay } from "../rules/price-display.ts";
import { countLabel } from "../rules/plural.ts";
import { isInStock } from "../rules/stock-status.ts";
import { vehicleTitle } from "../rules/vehicle-naming.ts";
import { CarPhoto } from "../ui/car-photo.tsx";
import type { CarHit } from "./car-hit.ts";
import { cardFacts, locationLabel } from "./card-labels.ts";
import type { CardOptions } from "./card-options.ts";
import { CompareToggle } from "../ui/compare-toggle.tsx";
import { isFavourite, toggleFavouriteEntry } from "./saved-lists.ts";
import { WatchlistButton } from "./watchlist-button.tsx";

interface Props {
  hit: CarHit;
  options: CardOptions;
  /** "first": fetched before anything else (the page's largest image); "eager": at once; "lazy": when scrolled near. */
  photo: "first" | "eager" | "lazy";
}

/** A results card (spec §2): image with location overlay and tag, title, price, key facts and actions. */
export function VehicleCard({ hit, options, photo: loading }: Props) {
  const { title, subtitle } = vehicleTitle(hit);
  const price = priceDisplay(hit, options.price);
  const tag = cardTag(hit, options.tags, options.now);
  const location = locationLabel(hit);
  const href = `/cars/${hit.slug}`;
  const inStock = isInStock(hit);
  const photo = primaryPhoto(hit);
  return (
    <article className={`fc-card${inStock ? "" : " fc-card--sold"}`} aria-label={`${title} ${subtitle}`.trim()}>
      <div className="fc-card__media">
        <a href={href} tabIndex={-1} aria-hidden="true">
          {photo ? (
            <CarPhoto
              image={photo}
              place="card"
              alt=""
              loading={loading === "lazy" ? "lazy" : "eager"}
              fetchPriority={loading === "first" ? "high" : undefined}
            />
          ) : (
            <span className="fc-card__no-image" />
          )}
        </a>
        {tag && <CardTagLabel tag={tag} />}
        {location && <span className="fc-card__location">{location}</span>}
        {options.showViews && <span className="fc-card__views">{countLabel(hit.views, "view")}</span>}
      </div>
      <div className="fc-card__body">
        <h3 className="fc-card__title">
          <a href={href}>{title}</a>
        </h3>
        {subtitle && <p className="fc-card__subtitle">{subtitle}</p>}
        <p className="fc-card__price" data-price-kind={price.kind}>
          {price.wasText && <s className="fc-card__was">Was {price.wasText}</s>}
          <strong>{price.text}</strong>
          {price.kind === "subscription" && <span> /week</span>}
        </p>
        <ul className="fc-card__facts">
          {cardFacts(hit).map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </div>
      <div className="fc-card__actions">
        <a className="fc-button fc-button--primary" href={href}>
          View Details
        </a>
        {inStock && <SaveAndCompare hit={hit} title={title} storeFavourites={options.storeFavourites} />}
        {inStock && options.watchlist && <WatchlistButton carId={hit.id} carName={`${title} ${subtitle}`.trim()} className="fc-card__toggle" />}
      </div>
    </article>
  );
}

function CardTagLabel({ tag }: { tag: CardTag }) {
  if (tag.kind === "certified") {
    return <span className="fc-card__tag fc-card__tag--certified" role="img" aria-label="Toyota Certified Pre-Owned" />;
  }
  return <span className={`fc-card__tag fc-card__tag--${tag.kind}`}>{tag.text}</span>;
}

/** Save (favourite) and compare toggles; browser-only state, so they settle after hydration. */
function SaveAndCompare({ hit, title, storeFavourites }: { hit: CarHit; title: string; storeFavourites: boolean }) {
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (storeFavourites) setSaved(isFavourite(hit.id));
  }, [hit.id, storeFavourites]);
  const entry = { id: hit.id, name: title, slug: hit.slug, make: hit.make, model: hit.model, primary_image_url: hit.primary_image_url };
  const save = () => {
    if (!storeFavourites) return setSaved((was) => !was);
    setSaved(toggleFavouriteEntry(entry));
  };
  return (
    <>
      <button type="button" className="fc-card__toggle" aria-pressed={saved} onClick={save}>
        {saved ? "SAVED" : "SAVE"}
      </button>
      <CompareToggle entry={entry} className="fc-card__toggle" />
    </>
  );
}
