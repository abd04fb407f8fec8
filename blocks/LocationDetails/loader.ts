import type { BlockLoader } from "../../runtime/types/index.ts";
import { addressLine, findListedLocation, stateTimeZone, wallClock } from "../../runtime/kit/rules.ts";
import { pageAbout } from "../../runtime/kit/routing.ts";
import type { LocationDetailsProps } from "./props.gen.ts";
import type { LocationDetailsData } from "./data.ts";

/** Finds the page's location by its {slug}; an unknown or hidden one makes the page the site's 404. */
const load: BlockLoader<LocationDetailsProps, LocationDetailsData | null> = (_props, ctx) => {
  const location = pageAbout(ctx, findListedLocation(ctx.site.locations, ctx.params.slug), (found) => {
    const phone = found.contact_detail?.phone;
    return {
      title: `${found.name} | ${ctx.site.name}`,
      description: `${found.name}, ${addressLine(found.address)}${phone ? `, phone ${phone}` : ""}: opening hours and directions.`,
    };
  });
  return location && { slug: location.slug, today: wallClock(new Date(), stateTimeZone(location.address.state)).date };
};

export default load;
