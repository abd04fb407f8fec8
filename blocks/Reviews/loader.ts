import type { BlockLoader } from "../../runtime/types/index.ts";
import { reviewedDealerJsonLd } from "../../runtime/kit/rules.ts";
import { reviewListing } from "../../runtime/kit/loaders.ts";
import { canonicalOrigin, canonicalPath } from "../../runtime/kit/routing.ts";
import type { ReviewsProps } from "./props.gen.ts";
import type { ReviewsData } from "./data.ts";

/** The site's rating and listed reviews, described to search engines as the dealer's AggregateRating and Reviews. */
const load: BlockLoader<ReviewsProps, ReviewsData> = async (_props, ctx) => {
  const listing = await reviewListing(ctx.services.db, ctx.site, null);
  const url = canonicalOrigin(ctx.site, ctx.url.origin) + canonicalPath(ctx.site, ctx.pattern, ctx.params, ctx.url.pathname);
  ctx.setMeta({ jsonLd: [reviewedDealerJsonLd(ctx.site.name, url, listing.summary, listing.reviews)] });
  return listing;
};

export default load;
