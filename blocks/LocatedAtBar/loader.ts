import type { BlockLoader } from "../../runtime/types/index.ts";
import { pageCar } from "../../runtime/kit/vehicle.ts";
import { directionsUrl } from "../../runtime/kit/rules.ts";
import type { LocatedAtBarProps } from "./props.gen.ts";
import type { LocatedAtBarData } from "./data.ts";

/** Only a car at one of the site's non-primary locations gets the bar. */
const load: BlockLoader<LocatedAtBarProps, LocatedAtBarData | null> = async (_props, ctx) => {
  const car = await pageCar(ctx);
  const location = car ? ctx.site.locations.find((candidate) => candidate.id === car.location_id) : undefined;
  if (!location || location.primary) return null;
  return { city: location.address.city, directions: directionsUrl(location.address) };
};

export default load;
