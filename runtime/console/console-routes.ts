import type { ApiRoute } from "../types/index.ts";
import type { AccountDeps } from "../accounts/account-deps.ts";
import { consoleSignInPage } from "./sign-in-view.tsx";
import { requestStaffCode, staffSignOut, verifyStaffCode } from "./staff-sign-in.ts";
import { consoleLeadRoutes } from "./lead-routes.tsx";
import { consoleStaffRoutes } from "./staff-routes.tsx";

/** The dealer console on each site's host under /console: staff sign-in, the leads inbox and the staff list. */
export function consoleRoutes(deps: AccountDeps): ApiRoute[] {
  return [
    { method: "GET", path: "/console", handler: consoleSignInPage(deps) },
    { method: "POST", path: "/console/sign-in/code", handler: requestStaffCode(deps) },
    { method: "POST", path: "/console/sign-in/verify", handler: verifyStaffCode(deps) },
    { method: "POST", path: "/console/sign-out", handler: staffSignOut(deps) },
    ...consoleLeadRoutes(deps),
    ...consoleStaffRoutes(deps),
  ];
}
