import type { BlockLoader } from "../../runtime/types/index.ts";
import { pageCar } from "../../runtime/vehicle/car-lookup.ts";
import type { LocatedAtBarProps } from "./props.gen.ts";

export interface LocatedAtBarData {
  city: string;
  directions: string;
}

type Address = { street: string; city: string; state: string; postcode: string; lat?: number; long?: number; place_url?: string };

function directionsUrl(address: Address): string {
  if (address.place_url) return address.place_url;
  const destination = typeof address.lat === "number" && typeof address.long === "number"
    ? `${address.lat},${address.long}`
    : `${address.street}, ${address.city} ${address.state} ${address.postcode}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** Only a car at one of the site's non-primary locations gets the bar. */
const load: BlockLoader<LocatedAtBarProps, LocatedAtBarData | null> = async (_props, ctx) => {
  const car = await pageCar(ctx);
  const location = car ? ctx.site.locations.find((candidate) => candidate.id === car.location_id) : undefined;
  if (!location || location.primary) return null;
  return { city: location.address.city, directions: directionsUrl(location.address) };
};

export default load;
