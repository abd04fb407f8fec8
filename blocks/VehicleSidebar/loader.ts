import type { BlockLoader } from "../../runtime/types/index.ts";
import { priceDisplay, vehicleActions, vehicleTitle, showCertifiedBadge, showFavourite, viewedRecord, isInStock } from "../../runtime/kit/rules.ts";
import { pageCar } from "../../runtime/kit/vehicle.ts";
import { financeSlot } from "./finance-slot.ts";
import { actionDialogs, requestPhotosSlot } from "./lead-form-slots.ts";
import type { VehicleSidebarProps } from "./props.gen.ts";
import { canonicalOrigin } from "../../runtime/kit/routing.ts";
import type { VehicleSidebarData } from "./data.ts";

const load: BlockLoader<VehicleSidebarProps, VehicleSidebarData | null> = async (props, ctx) => {
  const car = await pageCar(ctx);
  if (!car) return null;
  const options = ctx.site.vehicle_page;
  const fill = (template: string) => template.replaceAll("{id}", String(car.id)).replaceAll("{slug}", car.slug);
  const { title, subtitle } = vehicleTitle(car);
  const entry = { id: car.id, name: car.name, slug: car.slug, make: car.make, model: car.model, primary_image_url: car.primary_image_url };
  const actions = vehicleActions(car, {
    enquireLabel: ctx.site.texts.enquire_button,
    enquireHref: fill(props.enquire_href),
    testDriveHref: fill(props.test_drive_href),
    testDrive: options.test_drive_button,
    tradeIn: options.trade_in_button,
    checkout: options.checkout,
    checkoutPath: options.checkout_path,
    historyReport: ctx.site.plugins.ppsr_report,
  });
  return {
    car: { id: car.id, slug: car.slug, dealership_id: car.dealership_id, car_type: car.car_type, photos_count: car.photos_count, updated_at: car.updated_at },
    title,
    subtitle,
    price: priceDisplay(car, { subscription: ctx.site.offers_subscription, noPriceText: ctx.site.texts.no_price }),
    price_type: car.price_type ?? null,
    certified: showCertifiedBadge(car, options.certified_badge),
    location: car.location ? { name: car.location.name, href: `/locations/${car.location.slug}` } : null,
    finance: props.finance_teaser ? await financeSlot(ctx) : null,
    actions,
    dialogs: props.action_dialogs ? await actionDialogs(ctx, actions) : {},
    requestPhotos: options.request_photos && isInStock(car) ? await requestPhotosSlot(ctx) : null,
    phone: car.location?.phone || ctx.site.phone || null,
    share: { url: canonicalOrigin(ctx.site, ctx.url.origin) + car.path, title: car.name },
    views: car.views,
    favourite: showFavourite(car, options.favourites_shown, options.favourites_rule) ? entry : null,
    compare: isInStock(car) ? entry : null,
    watchlist: ctx.site.accounts.watchlist && isInStock(car),
    viewed: viewedRecord(car),
  };
};

export default load;
