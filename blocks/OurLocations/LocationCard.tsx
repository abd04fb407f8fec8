import type { Location } from "../../runtime/types/index.ts";
import { contactName, type ReviewSummary } from "../../runtime/kit/rules.ts";
import { StarRating } from "../../runtime/kit/star-rating.tsx";
import { HoursTable } from "../../runtime/kit/location/hours-table.tsx";
import { LocationActions } from "../../runtime/kit/location/location-actions.tsx";
import { LocationFacts } from "../../runtime/kit/location/location-facts.tsx";
import { SiteLink } from "../../runtime/kit/site-link.tsx";

interface LocationCardProps {
  location: Location;
  rating: ReviewSummary | null;
  locationHref: string;
  contactHref: string;
}

/** Spec §2 location card. View Details is a disclosure, so the hours open without JavaScript too. */
export function LocationCard({ location, rating, locationHref, contactHref }: LocationCardProps) {
  return (
    <article className="fc-location-card" aria-label={location.name}>
      <h3 className="fc-location-card__name">{location.name}</h3>
      {rating && <StarRating className="fc-location-card__rating" rating={rating.average_rating} count={rating.count} />}
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
