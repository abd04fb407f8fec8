import type { BlockLoader } from "../../runtime/types/index.ts";
import { financeTeaser, financeEnquiryHref } from "../../runtime/kit/finance.ts";
import { priceDisplay, isInStock, offersTradeIn, bodyLabel, primaryPhoto } from "../../runtime/kit/rules.ts";
import { pageCar } from "../../runtime/kit/vehicle.ts";
import type { StickyVehicleHeaderProps } from "./props.gen.ts";
import type { StickyVehicleHeaderData } from "./data.ts";

const load: BlockLoader<StickyVehicleHeaderProps, StickyVehicleHeaderData | null> = async (_props, ctx) => {
  const car = await pageCar(ctx);
  if (!car || !isInStock(car)) return null;
  const teaser = financeTeaser(ctx.site, car, new Date());
  return {
    name: car.name,
    image: primaryPhoto(car),
    details: [car.simple_transmission ?? car.trans, bodyLabel(car.simple_body) ?? car.bodyconfiguration].filter(Boolean).join(" · "),
    price: priceDisplay(car, { subscription: ctx.site.offers_subscription, noPriceText: ctx.site.texts.no_price }),
    finance: teaser && teaser.payment !== null ? { payment: teaser.payment, per: teaser.per } : null,
    financeHref: ctx.site.finance.purchase ? (teaser?.enquiryHref ?? financeEnquiryHref(car)) : null,
    tradeInHref: offersTradeIn(car, ctx.site.vehicle_page.trade_in_button) ? `/cars/trade-in?car_id=${car.id}` : null,
  };
};

export default load;
