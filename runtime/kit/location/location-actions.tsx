import type { ReactNode } from "react";
import type { Location } from "../../types/index.ts";
import { useSite } from "../../ui/site-context.tsx";
import { directionsUrl, locationStockHref } from "../../rules/locations.ts";
import { SiteLink } from "../site-link.tsx";

/** Get Directions (the location on the maps site, in a new tab) and View Our Stock (its dealership's search). */
export function LocationActions({ location, children }: { location: Location; children?: ReactNode }) {
  const { dealerships } = useSite();
  return (
    <p className="fc-location-actions">
      <a className="fc-button fc-button--primary" href={directionsUrl(location.address)} target="_blank" rel="noopener noreferrer">
        Get Directions
      </a>
      <SiteLink className="fc-button fc-button--secondary" href={locationStockHref(location, dealerships)}>
        View Our Stock
      </SiteLink>
      {children}
    </p>
  );
}
