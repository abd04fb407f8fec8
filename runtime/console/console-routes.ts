import type { ApiRoute } from "../types/index.ts";
import type { AccountDeps } from "../accounts/account-deps.ts";
import { consoleSignInPage } from "./sign-in-view.tsx";
import { requestStaffCode, staffSignOut, verifyStaffCode } from "./staff-sign-in.ts";
import { consoleLeadRoutes } from "./lead-routes.tsx";
import { consoleStaffRoutes } from "./staff-routes.tsx";
import { consoleStockRoutes } from "./stock-routes.tsx";
import { consoleReservationRoutes } from "./reservation-routes.tsx";
import { consolePasskeyRoutes } from "./staff-passkeys.tsx";
import type { PhotoStore } from "../stock/photos/photo-store.ts";

/**
 * The dealer console on each site's host under /console: staff sign-in (codes and passkeys), the leads inbox, stock (its photos go
 * to `photos`), reservations and the staff list.
 */
export function consoleRoutes(deps: AccountDeps, photos: PhotoStore): ApiRoute[] {
  return [
    { method: "GET", path: "/console", handler: consoleSignInPage(deps) },
    { method: "POST", path: "/console/sign-in/code", handler: requestStaffCode(deps) },
    { method: "POST", path: "/console/sign-in/verify", handler: verifyStaffCode(deps) },
    { method: "POST", path: "/console/sign-out", handler: staffSignOut(deps) },
    ...consolePasskeyRoutes(deps),
    ...consoleLeadRoutes(deps),
    ...consoleStockRoutes(deps, photos),
    ...consoleReservationRoutes(deps),
    ...consoleStaffRoutes(deps),
  ];
}
