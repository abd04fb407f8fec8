import type { BlockLoader } from "../../runtime/types/index.ts";
import { priceDisplay, allSpecifications, carSummary, keyInformation, kindNoun, primaryPhoto, vehicleTitle } from "../../runtime/kit/rules.ts";
import { pageCar } from "../../runtime/kit/vehicle.ts";
import type { PrintVehicleProps } from "./props.gen.ts";
import { canonicalOrigin } from "../../runtime/kit/routing.ts";
import type { PrintVehicleData } from "./data.ts";

/** Reads `?car_id={slug}`; a missing car makes the page a 404. */
const load: BlockLoader<PrintVehicleProps, PrintVehicleData | null> = async (_props, ctx) => {
  const car = await pageCar(ctx);
  if (!car) return null;
  const address = car.location?.address;
  return {
    slug: car.slug,
    ...vehicleTitle(car),
    price: priceDisplay(car, { subscription: ctx.site.offers_subscription, noPriceText: ctx.site.texts.no_price }),
    image: primaryPhoto(car),
    url: canonicalOrigin(ctx.site, ctx.url.origin) + car.path,
    sections: [
      { title: "Key Information", lines: keyInformation(car, new Date(), ctx.site.vehicle_page.rego_unregistered) },
      { title: `${kindNoun(car.item_type).one} Summary`, lines: carSummary(car) },
      { title: "Specifications", lines: allSpecifications(car) },
    ].filter((section) => section.lines.length > 0),
    features: car.standardEquipment ?? [],
    comments: car.dealercomments?.trim() || null,
    contact: {
      name: car.location?.name ?? ctx.site.name,
      phone: car.location?.phone || ctx.site.phone || null,
      address: address ? [address.street, address.city, address.state, address.postcode].filter(Boolean).join(", ") : null,
    },
  };
};

export default load;
