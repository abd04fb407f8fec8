import type { BlockLoader } from "../../runtime/types/index.ts";
import { marketBanner, isInStock, vehicleNoun } from "../../runtime/kit/rules.ts";
import { pageCar, pageMarketComparison } from "../../runtime/kit/vehicle.ts";
import type { MarketPriceBannerProps } from "./props.gen.ts";
import type { MarketPriceBannerData } from "./data.ts";

const load: BlockLoader<MarketPriceBannerProps, MarketPriceBannerData | null> = async (_props, ctx) => {
  const car = await pageCar(ctx);
  if (!car || !isInStock(car)) return null;
  // The same comparison as the price gauge (not the feed's autograb_data), so banner and gauge agree. Its listing
  // price is the one the shopper sees (a reduced price when there is one), never a subscription price.
  const gauge = await pageMarketComparison(ctx, car);
  const banner = marketBanner(gauge.listing_price, gauge);
  if (!banner) return null;
  return { savings: banner.savings, area: banner.scope === "state" && car.state ? car.state : "national", vehicle: vehicleNoun(car.item_type) };
};

export default load;
