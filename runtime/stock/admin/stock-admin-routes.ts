import type { ApiRoute } from "../../types/index.ts";
import { patchCar } from "./patch-car.ts";
import { FEED_BODY_LIMIT_BYTES, putStock } from "./put-stock.ts";

/** The dealer systems' stock API, on the site's own host, with a site API token (npm run token). */
export const stockAdminRoutes: ApiRoute[] = [
  { method: "PUT", path: "/api/admin/sites/{slug}/stock", handler: putStock, bodyLimit: FEED_BODY_LIMIT_BYTES },
  { method: "PATCH", path: "/api/admin/sites/{slug}/cars/{stocknum}", handler: patchCar },
];
