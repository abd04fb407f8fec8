import type { BlockLoader } from "../../runtime/types/index.ts";
import { isInStock, allSpecifications, carSummary, keyInformation, kindNoun } from "../../runtime/kit/rules.ts";
import { pageCar } from "../../runtime/kit/vehicle.ts";
import type { VehicleInfoProps } from "./props.gen.ts";
import type { VehicleInfoData } from "./data.ts";

const load: BlockLoader<VehicleInfoProps, VehicleInfoData | null> = async (_props, ctx) => {
  const car = await pageCar(ctx);
  if (!car) return null;
  const options = ctx.site.vehicle_page;
  return {
    noun: kindNoun(car.item_type),
    used: car.car_type === "used",
    comments: car.dealercomments?.trim() || null,
    features: car.standardEquipment ?? [],
    keyInformation: keyInformation(car, new Date(), options.rego_unregistered),
    summary: carSummary(car),
    specifications: allSpecifications(car),
    reserveHref: options.checkout && isInStock(car) && !car.reserved ? `/cars/${car.slug}/${options.checkout_path}` : null,
  };
};

export default load;
