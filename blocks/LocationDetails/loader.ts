import type { BlockLoader } from "../../runtime/types/index.ts";
import { addressLine, findListedLocation } from "../../runtime/rules/locations.ts";
import { localDate } from "../../runtime/rules/local-date.ts";
import type { LocationDetailsProps } from "./props.gen.ts";

export interface LocationDetailsData {
  slug: string;
  /** Today where the location is (YYYY-MM-DD), so server and browser agree on which holidays are still ahead. */
  today: string;
}

/** Finds the page's location by its {slug}; an unknown or hidden one makes the page the site's 404. */
const load: BlockLoader<LocationDetailsProps, LocationDetailsData | null> = (_props, ctx) => {
  const location = findListedLocation(ctx.site.locations, ctx.params.slug);
  if (!location) {
    ctx.setStatus(404);
    return null;
  }
  const phone = location.contact_detail?.phone;
  ctx.setMeta({
    title: `${location.name} | ${ctx.site.name}`,
    description: `${location.name}, ${addressLine(location.address)}${phone ? `, phone ${phone}` : ""}: opening hours and directions.`,
  });
  return { slug: location.slug, today: localDate(location.address.state, new Date()) };
};

export default load;
