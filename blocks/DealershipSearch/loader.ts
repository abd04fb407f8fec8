import type { BlockLoader, LoaderContext } from "../../runtime/types/index.ts";
import { dealershipRequests, type CarHit } from "../../runtime/kit/search.ts";
import { loadBlockSearch } from "../../runtime/kit/loaders.ts";
import { pageViewTime } from "../../runtime/kit/rules.ts";
import type { DealershipSearchData } from "./dealership-data.ts";
import type { DealershipSearchProps } from "./props.gen.ts";

/** The dealership's first page of cars with its categories and price range. */
const load: BlockLoader<DealershipSearchProps, DealershipSearchData> = async (props, ctx) => {
  const dealership = chooseDealership(props.dealership, ctx);
  const search = await loadBlockSearch<CarHit>(ctx, dealershipRequests(dealership.id, { category: "", price: [undefined, undefined], page: 0 }));
  return { ...search, dealership, now: pageViewTime(new Date()).toISOString() };
};

export default load;

function chooseDealership(slug: string, ctx: LoaderContext): DealershipSearchData["dealership"] {
  const { dealerships, locations } = ctx.site;
  const wanted = slug || ctx.params.slug;
  const byLocation = locations.find((location) => location.slug === wanted)?.dealership_id;
  const found = dealerships.find((entry) => entry.slug === wanted || entry.id === byLocation) ?? dealerships[0];
  return { id: found.id, slug: found.slug, name: found.name };
}
