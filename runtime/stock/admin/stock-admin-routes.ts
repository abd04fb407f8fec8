import type { ApiContext, ApiRoute } from "../../types/index.ts";
import { authorizeSite } from "./admin-auth.ts";
import { patchCar } from "./patch-car.ts";
import { FEED_BODY_LIMIT_BYTES, putStock } from "./put-stock.ts";
import { PHOTO_LIMITS, PHOTOS_PER_UPLOAD } from "../photos/photo-limits.ts";
import type { FeedMedia } from "../feed/site-feed-photos.ts";
import { uploadPhotos } from "./upload-photos.ts";

/** The token is checked before the body is read: without one, no feed is read. */
async function authorize(request: Request, ctx: ApiContext): Promise<Response | null> {
  const authorized = await authorizeSite(request, ctx);
  return "response" in authorized ? authorized.response : null;
}

/**
 * The dealer systems' stock API, on the site's own host, with a site API token (npm run token); uploaded
 * photos and the photos a feed names go to `media`.
 */
export function stockAdminRoutes(media: FeedMedia): ApiRoute[] {
  return [
    { method: "PUT", path: "/api/admin/sites/{slug}/stock", handler: putStock(media), bodyLimit: FEED_BODY_LIMIT_BYTES, authorize },
    { method: "PATCH", path: "/api/admin/sites/{slug}/cars/{stocknum}", handler: patchCar, authorize },
    {
      method: "POST",
      path: "/api/admin/sites/{slug}/cars/{stocknum}/photos",
      handler: uploadPhotos(media.store),
      authorize,
      multipart: { files: PHOTOS_PER_UPLOAD, fileBytes: PHOTO_LIMITS.maxBytes },
    },
  ];
}
