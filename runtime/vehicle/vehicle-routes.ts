import type { ApiContext, ApiRoute, Car } from "../types/index.ts";
import type { PhotoStore } from "../stock/photos/photo-store.ts";
import { jsonResponse } from "../http/json-response.ts";
import { marketComparison } from "./market-comparison.ts";
import { similarCarCards } from "./similar-cars.ts";
import { routeCar } from "./api/respond.ts";
import { deliveryRoute } from "./api/delivery-route.ts";
import { pdfRoute } from "./api/pdf-route.ts";
import { revealPhoneRoute } from "./api/reveal-phone-route.ts";
import { createViewRoute } from "./api/view-route.ts";

/** GET of a figure about the route's car, as JSON that may be cached for `maxAge` seconds. */
function carFigureRoute(path: string, maxAge: number, answer: (car: Car, ctx: ApiContext) => Promise<unknown>): ApiRoute {
  return {
    method: "GET",
    path,
    async handler(_request, ctx) {
      const car = await routeCar(ctx);
      if (car instanceof Response) return car;
      return jsonResponse(await answer(car, ctx), 200, { "cache-control": `public, max-age=${maxAge}` });
    },
  };
}

/** Spec §7 GET {car path}/autogauge: the car's price against comparable listings across the platform. */
export const autogaugeRoute = carFigureRoute("/api/cars/{slug}/autogauge", 300, (car, ctx) => marketComparison(car, ctx.services.stock));

/**
 * Spec §7 similar cars: up to 6 in-stock cars of this site near the car's price, same model first, from the site's
 * own search (hosted or embedded) with its request filters, like its search pages.
 */
export const similarRoute = carFigureRoute("/api/cars/{slug}/similar", 60, async (car, ctx) => ({
  hits: await similarCarCards(ctx.services.search, car, ctx.site!),
}));

/** The vehicle page's API routes; the PDF shows the car's first stored photo from `photos`. */
export function vehicleRoutes(photos: PhotoStore): ApiRoute[] {
  return [autogaugeRoute, createViewRoute(), revealPhoneRoute, deliveryRoute, pdfRoute(photos), similarRoute];
}
