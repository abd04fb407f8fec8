import type { ApiRoute } from "../../types/index.ts";
import { countView } from "../views.ts";
import { jsonResponse } from "../../http/json-response.ts";
import { routeCar } from "./respond.ts";

/**
 * Spec §7 GET /cars/{slug}/view.json: counts one view and returns the views with the car's current
 * photos_count and updated_at (car_fields), so a page rendered from older data can tell it is stale.
 */
export const viewRoute: ApiRoute = {
  method: "GET",
  path: "/api/cars/{slug}/view.json",
  async handler(_request, ctx) {
    const car = await routeCar(ctx);
    if (car instanceof Response) return car;
    const counted = await countView(ctx.services.db, car.id);
    return jsonResponse({ views: car.views + counted, car_fields: { photos_count: car.photos_count, updated_at: car.updated_at } });
  },
};
