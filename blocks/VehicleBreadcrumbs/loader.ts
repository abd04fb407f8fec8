import type { BlockLoader } from "../../runtime/types/index.ts";
import { breadcrumbJsonLd, vehicleBreadcrumbs } from "../../runtime/kit/rules.ts";
import { canonicalOrigin } from "../../runtime/kit/routing.ts";
import { pageCar } from "../../runtime/kit/vehicle.ts";
import type { VehicleBreadcrumbsProps } from "./props.gen.ts";
import type { VehicleBreadcrumbsData } from "./data.ts";

/** The car's breadcrumbs, shown by the block and told to search engines as a BreadcrumbList. */
const load: BlockLoader<VehicleBreadcrumbsProps, VehicleBreadcrumbsData | null> = async (_props, ctx) => {
  const car = await pageCar(ctx);
  if (!car) return null;
  const crumbs = vehicleBreadcrumbs(car);
  ctx.setMeta({ jsonLd: [breadcrumbJsonLd(crumbs, canonicalOrigin(ctx.site, ctx.url.origin))] });
  return { crumbs };
};

export default load;
