import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import type { SavedCarsProps } from "./props.gen.ts";
import type { SavedCarsData } from "./data.ts";
import "./SavedCars.css";

/** A shopper's saved cars as a list of links (names and images as saved, so a car since sold still shows). */
export default function SavedCars({ props, data, blockId }: BlockComponentProps<SavedCarsProps, SavedCarsData>) {
  const Heading = props.heading_level === 2 ? "h2" : "h1";
  const headingId = `${blockId}-heading`;
  return (
    <section className="fc-saved-cars fc-container" aria-labelledby={headingId} data-list={props.list}>
      <Heading id={headingId}>{props.heading}</Heading>
      {data.cars.length === 0 ? (
        <p>{props.empty}</p>
      ) : (
        <ul className="fc-saved-cars__list">
          {data.cars.map((car) => (
            <li key={car.id}>
              <SiteLink href={`/cars/${car.slug}`}>
                {car.primary_image_url ? <img src={car.primary_image_url} alt="" width={150} height={100} loading="lazy" /> : <span className="fc-saved-cars__no-image" />}
                <span>{car.name}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
      <p>
        <SiteLink href={props.browse_href ?? "/search/new-used-and-demo-cars"}>{props.browse_label}</SiteLink>
      </p>
    </section>
  );
}
