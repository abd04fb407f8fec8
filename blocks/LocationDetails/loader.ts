import type { BlockLoader } from "../../runtime/types/index.ts";
import { addressLine, findListedLocation, locationDealerJsonLd, stateTimeZone, wallClock } from "../../runtime/kit/rules.ts";
import { canonicalOrigin, canonicalPath, pageAbout } from "../../runtime/kit/routing.ts";
import { locationRatings } from "../../runtime/kit/loaders.ts";
import type { LocationDetailsProps } from "./props.gen.ts";
import type { LocationDetailsData } from "./data.ts";

/**
 * Finds the page's location by its {slug}; an unknown or hidden one makes the page the site's 404. A found one
 * titles the page and is described to search engines as an AutoDealer at the page's canonical URL, with its rating.
 */
const load: BlockLoader<LocationDetailsProps, LocationDetailsData | null> = async (_props, ctx) => {
  const location = pageAbout(ctx, findListedLocation(ctx.site.locations, ctx.params.slug), (found) => {
    const phone = found.contact_detail?.phone;
    return {
      title: `${found.name} | ${ctx.site.name}`,
      description: `${found.name}, ${addressLine(found.address)}${phone ? `, phone ${phone}` : ""}: opening hours and directions.`,
    };
  });
  if (!location) return null;
  const url = canonicalOrigin(ctx.site, ctx.url.origin) + canonicalPath(ctx.site, ctx.pattern, ctx.params, ctx.url.pathname);
  const rating = (await locationRatings(ctx.services.db, ctx.site))[location.slug] ?? null;
  ctx.setMeta({ jsonLd: [locationDealerJsonLd(location, ctx.site, url, rating)] });
  return { slug: location.slug, today: wallClock(new Date(), stateTimeZone(location.address.state)).date, rating };
};

export default load;
