import type { BlockLoader } from "../../runtime/types/index.ts";
import { marketBanner } from "../../runtime/rules/market-banner.ts";
import { isInStock } from "../../runtime/rules/stock-status.ts";
import { vehicleNoun } from "../../runtime/rules/vehicle-naming.ts";
import { pageCar } from "../../runtime/vehicle/car-lookup.ts";
import { marketComparison } from "../../runtime/vehicle/market-comparison.ts";
import type { MarketPriceBannerProps } from "./props.gen.ts";

export interface MarketPriceBannerData {
  savings: number;
  /** Where the average is from: the car's state, or 'national'. */
  area: string;
  vehicle: string;
}

const load: BlockLoader<MarketPriceBannerProps, MarketPriceBannerData | null> = async (_props, ctx) => {
  const car = await pageCar(ctx);
  if (!car || !isInStock(car)) return null;
  // The same comparison as the price gauge (not the feed's autograb_data), so banner and gauge agree. Its listing
  // price is the one the shopper sees (a reduced price when there is one), never a subscription price.
  const gauge = await marketComparison(car, ctx.services.stock);
  const banner = marketBanner(gauge.listing_price, gauge);
  if (!banner) return null;
  return { savings: banner.savings, area: banner.scope === "state" && car.state ? car.state : "national", vehicle: vehicleNoun(car.item_type) };
};

export default load;
