import type { BlockLoader } from "../../runtime/types/index.ts";
import { currentOffers, pageViewTime } from "../../runtime/kit/rules.ts";
import { siteSearchReader } from "../../runtime/kit/loaders.ts";
import type { SpecialOffersProps } from "./props.gen.ts";
import type { SpecialOffersData } from "./data.ts";

/** The offers running now, each with the first cars of its search. */
const load: BlockLoader<SpecialOffersProps, SpecialOffersData> = async (props, ctx) => {
  const now = pageViewTime(new Date());
  const offers = currentOffers(ctx.site.offers, now);
  const read = offers.length > 0 ? await siteSearchReader(ctx, now) : null;
  return {
    now: now.toISOString(),
    offers: await Promise.all(offers.map(async ({ start: _start, ...offer }) => ({ ...offer, cars: await read!(offer.search_url).cars(props.cars_per_offer) }))),
  };
};

export default load;
