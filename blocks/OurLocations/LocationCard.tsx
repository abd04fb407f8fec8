import type { Location } from "../../runtime/types/index.ts";
import { contactName, countLabel } from "../../runtime/kit/rules.ts";
import { HoursTable } from "../../runtime/kit/location/hours-table.tsx";
import { LocationActions } from "../../runtime/kit/location/location-actions.tsx";
import { LocationFacts } from "../../runtime/kit/location/location-facts.tsx";
import { SiteLink } from "../../runtime/kit/site-link.tsx";

interface LocationCardProps {
  location: Location;
  locationHref: string;
  contactHref: string;
}

/** Spec §2 location card. View Details is a disclosure, so the hours open without JavaScript too. */
export function LocationCard({ location, locationHref, contactHref }: LocationCardProps) {
  const rating = location.reviews?.average_rating ?? location.average_rating;
  const reviews = location.reviews?.count ?? location.review_count;
  return (
    <article className="fc-location-card" aria-label={location.name}>
      <h3 className="fc-location-card__name">{location.name}</h3>
      {typeof rating === "number" && typeof reviews === "number" && reviews > 0 && (
        <p className="fc-location-card__rating">
          <span aria-hidden="true">★</span> {rating.toFixed(1)} from {countLabel(reviews, "review")}
        </p>
      )}
      <LocationFacts location={location} />
      <details className="fc-location-card__details">
        <summary>View Details</summary>
        <HoursTable location={location} caption={`Opening hours of ${location.name}`} />
      </details>
      <LocationActions location={location}>
        <SiteLink className="fc-button fc-button--secondary" href={locationHref}>
          View Location
        </SiteLink>
      </LocationActions>
      <p className="fc-location-card__contact">
        <SiteLink href={contactHref}>Contact {contactName(location.name)}</SiteLink>
      </p>
    </article>
  );
}
