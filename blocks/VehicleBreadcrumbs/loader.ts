import type { BlockLoader } from "../../runtime/types/index.ts";
import { vehicleBreadcrumbs } from "../../runtime/kit/rules.ts";
import { pageCar } from "../../runtime/kit/vehicle.ts";
import type { VehicleBreadcrumbsProps } from "./props.gen.ts";
import type { VehicleBreadcrumbsData } from "./data.ts";

const load: BlockLoader<VehicleBreadcrumbsProps, VehicleBreadcrumbsData | null> = async (_props, ctx) => {
  const car = await pageCar(ctx);
  return car ? { crumbs: vehicleBreadcrumbs(car) } : null;
};

export default load;
