import type { ApiRoute } from "../types/index.ts";
import type { LeadRouteDeps } from "./lead-route-deps.ts";
import { createSharedRateLimits } from "../http/shared-rate-limits.ts";
import { rateLimitOverridesFromEnv } from "./lead-rate-limits.ts";
import { notifyLeadQueued } from "./delivery-signal.ts";
import { postLead } from "./post-lead.ts";
import { postLeadForm } from "./post-lead-form.ts";
import { postMiscellaneous } from "./post-miscellaneous.ts";
import { getTestDriveAvailability } from "./get-test-drive-availability.ts";
import { FORM_POST_PATH } from "../forms/form-post-fields.ts";

/** The lead API with its own rate-limit state; tests make one each, with their own clock and limits. */
export function createLeadRoutes(options: Partial<LeadRouteDeps> = {}): ApiRoute[] {
  const deps: LeadRouteDeps = {
    limiter: options.limiter ?? createSharedRateLimits(),
    overrides: options.overrides ?? rateLimitOverridesFromEnv(process.env),
    now: options.now ?? (() => new Date()),
    onQueued: options.onQueued ?? notifyLeadQueued,
  };
  // anyHost: an unknown site gets the API's own 404 `{ errors }` rather than the platform page.
  return [
    { method: "POST", path: "/api/leads", handler: postLead(deps), anyHost: true },
    { method: "POST", path: FORM_POST_PATH, handler: postLeadForm(deps), anyHost: true },
    { method: "POST", path: "/api/miscellaneous", handler: postMiscellaneous(deps), anyHost: true },
    { method: "GET", path: "/api/leads/test-drive-availability", handler: getTestDriveAvailability(deps), anyHost: true },
  ];
}

export const leadRoutes: ApiRoute[] = createLeadRoutes();
