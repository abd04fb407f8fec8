import type { ApiRoute } from "../../types/index.ts";
import { countCarEvent, platformViews } from "../views.ts";
import { createViewVisits } from "../view-visits.ts";
import { createSharedRateLimits } from "../../http/shared-rate-limits.ts";
import { jsonResponse } from "../../http/json-response.ts";
import { routeCar } from "./respond.ts";

/** View pings one address may send (a shopper opens a few cars a minute; a script opens hundreds). */
const VIEWS_PER_ADDRESS = { limit: 60, window_seconds: 60 };

/**
 * Spec §7 GET /cars/{slug}/view.json: counts one view per visitor per car per day and returns the views with
 * the car's current photos_count and updated_at (car_fields), so a page rendered from older data can tell it
 * is stale. Each address is rate limited, so the count cannot be pumped from many user agents at once.
 */
export function createViewRoute(now: () => Date = () => new Date()): ApiRoute {
  const visits = createViewVisits();
  const limits = createSharedRateLimits();
  return {
    method: "GET",
    path: "/api/cars/{slug}/view.json",
    async handler(request, ctx) {
      const car = await routeCar(ctx);
      if (car instanceof Response) return car;
      const at = now();
      const decision = await limits(ctx.services.db).take(`view:${ctx.ip}`, VIEWS_PER_ADDRESS, at.getTime());
      if (!decision.allowed) {
        const retryAfter = String(decision.retryAfterSeconds);
        return jsonResponse({ message: "Too many views from this address", status: 429 }, 429, { "retry-after": retryAfter });
      }
      const visitor = { ip: ctx.ip, userAgent: request.headers.get("user-agent") ?? "" };
      const { db } = ctx.services;
      const counted = (await visits.firstToday(db, car.id, visitor, at)) ? await countCarEvent(db, car.id, "views") : await platformViews(db, car.id);
      return jsonResponse({ views: car.views + counted, car_fields: { photos_count: car.photos_count, updated_at: car.updated_at } });
    },
  };
}
