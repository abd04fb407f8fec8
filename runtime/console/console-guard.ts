import type { ApiHandler } from "../types/index.ts";
import { type AccountDeps, foreignOrigin, type SiteContext } from "../accounts/account-deps.ts";
import { htmlNotice } from "../leads/html-notice.ts";
import { requestStaffToken } from "./console-cookie.ts";
import { staffOfSession } from "./staff-sessions.ts";
import type { Staff } from "./staff-store.ts";

export type StaffHandler = (request: Request, ctx: SiteContext, staff: Staff, now: Date) => Promise<Response>;

/**
 * A console route: on a site's host only, posts from the console's own origin only (403), and only for a member
 * of this site's staff signed in here (401 otherwise; a session of another site's console is no session here).
 * The handler then checks what the staff member's role allows.
 */
export function staffOnly(deps: AccountDeps, handler: StaffHandler): ApiHandler {
  return async (request, ctx) => {
    if (!ctx.site) return htmlNotice(404, "Not found", "/");
    if (request.method !== "GET" && foreignOrigin(request, ctx)) return htmlNotice(403, "This form must be sent from the console.", "/console");
    const now = deps.now();
    const token = requestStaffToken(request, deps.secret);
    const staff = token ? await staffOfSession(ctx.services.db, token, ctx.site.slug, now) : undefined;
    if (!staff) return htmlNotice(401, "Please sign in to the dealer console.", "/console");
    return handler(request, ctx as SiteContext, staff, now);
  };
}
