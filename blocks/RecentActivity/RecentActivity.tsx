import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useSite } from "../../runtime/kit/ui.ts";
import { RecentSearchLinks, useRecentSearches, useRecentlyViewed } from "../../runtime/kit/shopper-lists.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import type { RecentActivityProps } from "./props.gen.ts";
import "./RecentActivity.css";

export default function RecentActivity({ props, blockId }: BlockComponentProps<RecentActivityProps>) {
  const site = useSite();
  // Records from before they kept the car's slug cannot link back to it.
  const viewed = useRecentlyViewed(site.vehicle_page.recently_viewed).filter((car) => car.slug);
  const searches = useRecentSearches(site.features.store_searches);
  if (viewed.length === 0 && searches.length === 0) return null;
  return (
    <div className="fc-recent fc-container">
      {viewed.length > 0 && (
        <section aria-labelledby={`${blockId}-viewed`}>
          <h2 id={`${blockId}-viewed`}>{props.viewed_heading}</h2>
          <ul>
            {viewed.map((car) => (
              <li key={car.id}>
                <SiteLink href={`/cars/${car.slug}`}>{car.name ?? `${car.make} ${car.model}`}</SiteLink>
                {car.body && <span className="fc-recent__body">{car.body}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {searches.length > 0 && (
        <section aria-labelledby={`${blockId}-searches`}>
          <h2 id={`${blockId}-searches`}>{props.searches_heading}</h2>
          <RecentSearchLinks searches={searches} />
        </section>
      )}
    </div>
  );
}
