import type { BlockLoader, Car } from "../../runtime/types/index.ts";
import { compareCars, compareIds, comparedSections, isInStock } from "../../runtime/kit/rules.ts";
import { siteListsCar } from "../../runtime/kit/vehicle.ts";
import type { CompareCarsProps } from "./props.gen.ts";
import type { CompareCarsData, ComparedCar } from "./data.ts";

/** Reads `?ids=` (at most 3 car ids) and compares those of the site's cars that are still in stock. */
const load: BlockLoader<CompareCarsProps, CompareCarsData> = async (_props, ctx) => {
  const ids = compareIds(ctx.url.searchParams.get("ids"));
  const found = ids.length > 0 ? await ctx.services.stock.getByIds(ids) : [];
  const listed = found.filter((car) => siteListsCar(ctx.site, car));
  const available = listed.filter(isInStock);
  const price = { subscription: ctx.site.offers_subscription, noPriceText: ctx.site.texts.no_price };
  const now = new Date();
  return {
    cars: available.map(column),
    sections: compareCars(available.map((car) => comparedSections(car, price, now))),
    sold: listed.filter((car) => !isInStock(car)).map(column),
    unknown: ids.length - listed.length,
  };
};

function column(car: Car): ComparedCar {
  return { id: car.id, name: car.name, href: car.path, image: car.primary_image_url };
}

export default load;
