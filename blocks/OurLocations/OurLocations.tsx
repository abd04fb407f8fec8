import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useSite, Carousel, CarouselItem } from "../../runtime/kit/ui.ts";
import { listedLocations, locationColumns } from "../../runtime/kit/rules.ts";
import { LocationCard } from "./LocationCard.tsx";
import type { OurLocationsProps } from "./props.gen.ts";
import type { OurLocationsData } from "./data.ts";
import "./OurLocations.css";

/** Spec §2 'Our Locations': the site's locations by name, as a carousel of cards. */
export default function OurLocations({ props, data, blockId }: BlockComponentProps<OurLocationsProps, OurLocationsData>) {
  const locations = listedLocations(useSite().locations);
  if (locations.length === 0) return null;
  const headingId = `${blockId}-heading`;
  return (
    <section className="fc-our-locations" aria-labelledby={props.heading ? headingId : undefined}>
      <div className="fc-container">
        {props.heading && <h2 id={headingId}>{props.heading}</h2>}
        <Carousel label={props.heading || "Our Locations"} columns={locationColumns(locations.length)} hint={locations.length > 1}>
          {locations.map((location) => (
            <CarouselItem key={location.slug}>
              <LocationCard
                location={location}
                rating={data.ratings[location.slug] ?? null}
                locationHref={`${props.location_path}${location.slug}`}
                contactHref={`${props.contact_path}${location.slug}`}
              />
            </CarouselItem>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
