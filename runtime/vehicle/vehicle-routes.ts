import type { ApiRoute } from "../types/index.ts";
import type { PhotoStore } from "../stock/photos/photo-store.ts";
import { autogaugeRoute } from "./api/autogauge-route.ts";
import { deliveryRoute } from "./api/delivery-route.ts";
import { pdfRoute } from "./api/pdf-route.ts";
import { revealPhoneRoute } from "./api/reveal-phone-route.ts";
import { similarRoute } from "./api/similar-route.ts";
import { createViewRoute } from "./api/view-route.ts";

/** The vehicle page's API routes; the PDF shows the car's first stored photo from `photos`. */
export function vehicleRoutes(photos: PhotoStore): ApiRoute[] {
  return [autogaugeRoute, createViewRoute(), revealPhoneRoute, deliveryRoute, pdfRoute(photos), similarRoute];
}
