import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useSite } from "../../runtime/kit/ui.ts";
import { findListedLocation } from "../../runtime/kit/rules.ts";
import { LocationActions } from "../../runtime/kit/location/location-actions.tsx";
import { LocationFacts } from "../../runtime/kit/location/location-facts.tsx";
import { StarRating } from "../../runtime/kit/star-rating.tsx";
import { LocationMap } from "./LocationMap.tsx";
import { OpeningHours } from "./OpeningHours.tsx";
import type { LocationDetailsData } from "./data.ts";
import type { LocationDetailsProps } from "./props.gen.ts";
import "../../runtime/kit/location/location.css";

/** Spec §2 single-location section: name, address, phone, directions, stock, hours and a map. */
export default function LocationDetails({ props, data, blockId }: BlockComponentProps<LocationDetailsProps, LocationDetailsData | null>) {
  const site = useSite();
  const location = data && findListedLocation(site.locations, data.slug);
  if (!data || !location) return null;
  const map = props.show_map ? <LocationMap location={location} maps={site.maps} /> : null;
  return (
    <section className={`fc-location fc-container${map ? " fc-location--with-map" : ""}`} aria-labelledby={`${blockId}-name`}>
      <div className="fc-location__details">
        <h1 id={`${blockId}-name`}>{location.name}</h1>
        {data.rating && <StarRating rating={data.rating.average_rating} count={data.rating.count} />}
        <LocationFacts location={location} />
        <LocationActions location={location} />
        <OpeningHours id={blockId} heading={props.hours_heading} location={location} locations={site.locations} today={data.today} />
      </div>
      {map}
    </section>
  );
}
