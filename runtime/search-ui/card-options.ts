import type { PublicSite } from "../ui/site-context.tsx";
import type { CardTagOptions } from "../rules/card-tag.ts";
import type { PriceDisplayOptions } from "../rules/price-display.ts";

/** Everything a vehicle card needs from the site, read once per results page. */
export interface CardOptions {
  tags: CardTagOptions;
  price: PriceDisplayOptions;
  showViews: boolean;
  storeFavourites: boolean;
  /** The watchlist's Save button (site `accounts.watchlist`); off where a card is shown without react-query. */
  watchlist?: boolean;
  /** The moment tags are judged at (the server's, so hydration matches). */
  now: Date;
}

export function cardOptions(site: PublicSite, now: Date): CardOptions {
  return {
    tags: {
      fuelTypeTags: site.features.fuel_type_tags,
      justArrivedDays: site.specifications.just_arrived_days,
      justArrivedTagName: site.specifications.just_arrived_tag_name,
      soldTagName: site.specifications.sold_tag_name,
    },
    price: { subscription: site.offers_subscription, noPriceText: site.texts.no_price },
    showViews: site.search_results.show_view_counts,
    storeFavourites: site.features.store_favourites,
    watchlist: site.accounts.watchlist,
    now,
  };
}
