import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { formatPrice } from "../../runtime/kit/rules.ts";
import type { MarketPriceBannerData } from "./data.ts";
import type { MarketPriceBannerProps } from "./props.gen.ts";
import "./MarketPriceBanner.css";

export default function MarketPriceBanner({ data }: BlockComponentProps<MarketPriceBannerProps, MarketPriceBannerData | null>) {
  if (!data) return null;
  const where = data.area === "national" ? "the national average market price" : `the average market price in ${data.area}`;
  return (
    <aside className="fc-vdp-market-banner" aria-label="Market price">
      <strong>Priced below market.</strong> This {data.vehicle} is {formatPrice(data.savings)} below {where}.
    </aside>
  );
}
