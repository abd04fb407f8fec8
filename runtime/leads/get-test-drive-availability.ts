import type { ApiHandler } from "../types/index.ts";
import type { LeadRouteDeps } from "./lead-route-deps.ts";
import { availabilityAt } from "../forms/test-drive-availability.ts";
import { siteCar } from "./lead-context.ts";
import { jsonResponse } from "../http/json-response.ts";
import { singleError } from "./lead-responses.ts";
import { withLeadFailureGuard } from "./lead-failure.ts";
import { UNKNOWN_CAR } from "./accept-lead.ts";
import { UNKNOWN_SITE } from "./lead-guard.ts";

const ID = /^[1-9][0-9]{0,9}$/;

/** GET /api/leads/test-drive-availability?car_id=..|location_id=..[&days=1..31]: slots from opening hours. */
export function getTestDriveAvailability(deps: LeadRouteDeps): ApiHandler {
  return withLeadFailureGuard(async (_request, ctx) => {
    const site = ctx.site;
    if (!site) return singleError(404, "site", UNKNOWN_SITE);
    const query = ctx.url.searchParams;
    const carId = query.get("car_id");
    const locationParam = query.get("location_id");
    const daysParam = query.get("days") ?? "14";
    const days = Number(daysParam);
    if (!/^[0-9]{1,2}$/.test(daysParam) || days < 1 || days > 31)
      return singleError(400, "days", "days must be a whole number from 1 to 31");
    if (carId !== null) {
      const car = ID.test(carId) && Number(carId) <= 2147483647 ? await siteCar(ctx.services, site, Number(carId)) : undefined;
      if (!car) return singleError(404, "car_id", UNKNOWN_CAR);
      return jsonResponse(availabilityAt(site, car.location_id ?? car.location?.id ?? null, deps.now(), days));
    }
    if (locationParam === null || !ID.test(locationParam))
      return singleError(400, "location_id", "Give a car_id or a location_id");
    if (!site.locations.some((l) => l.id === Number(locationParam))) return singleError(404, "location_id", "Unknown location");
    return jsonResponse(availabilityAt(site, Number(locationParam), deps.now(), days));
  });
}
