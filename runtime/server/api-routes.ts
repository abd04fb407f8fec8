import type { ApiRoute } from "../types/index.ts";
import type { FeedMedia } from "../stock/feed/site-feed-photos.ts";
import { carPhotoRoutes } from "../vehicle/car-photo-routes.ts";
import { vehicleRoutes } from "../vehicle/vehicle-routes.ts";
import { searchRoutes } from "../search/http/search-routes.ts";
import { leadRoutes } from "../leads/lead-routes.ts";
import { mediaRoutes } from "../demo/media/media-routes.ts";
import { financeRoutes } from "../finance/routes.ts";
import { stockAdminRoutes } from "../stock/admin/stock-admin-routes.ts";
import { sitemapRoutes } from "../seo/sitemap-routes.ts";
import { accountDeps, accountRoutes } from "../accounts/routes.ts";
import { checkoutRoutes } from "../checkout/checkout-routes.ts";
import { journeyRoutes } from "../checkout/journey/journey-routes.ts";
import { onlinePaymentRoutes } from "../checkout/online-payment/online-payment-routes.ts";
import { consoleRoutes } from "../console/console-routes.ts";
import { spinRoutes } from "../promotions/spin-routes.ts";

// Every capability registers its API routes here, one import each; the stored photos, the secret that signs
// session cookies and the port (passkeys' development relying party) are the server's.
export function apiRoutes(media: FeedMedia, sessionSecret: string, port: number): ApiRoute[] {
  return [
    ...vehicleRoutes(media.store), ...searchRoutes, ...leadRoutes, ...mediaRoutes, ...carPhotoRoutes(media.store), ...financeRoutes,
    ...stockAdminRoutes(media), ...sitemapRoutes(), ...accountRoutes(sessionSecret, port), ...checkoutRoutes(), ...spinRoutes(),
    ...journeyRoutes(), ...onlinePaymentRoutes(),
    ...consoleRoutes(accountDeps(sessionSecret, port), media.store),
  ];
}
