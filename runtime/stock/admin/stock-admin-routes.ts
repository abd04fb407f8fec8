import type { ApiContext, ApiRoute } from "../../types/index.ts";
import { authorizeSite } from "./admin-auth.ts";
import { patchCar } from "./patch-car.ts";
import { FEED_BODY_LIMIT_BYTES, putStock } from "./put-stock.ts";

/** The token is checked before the body is read: without one, no feed is read. */
async function authorize(request: Request, ctx: ApiContext): Promise<Response | null> {
  const authorized = await authorizeSite(request, ctx);
  return "response" in authorized ? authorized.response : null;
}

/** The dealer systems' stock API, on the site's own host, with a site API token (npm run token). */
export const stockAdminRoutes: ApiRoute[] = [
  { method: "PUT", path: "/api/admin/sites/{slug}/stock", handler: putStock, bodyLimit: FEED_BODY_LIMIT_BYTES, authorize },
  { method: "PATCH", path: "/api/admin/sites/{slug}/cars/{stocknum}", handler: patchCar, authorize },
];
