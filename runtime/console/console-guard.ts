import type { ApiContext, ApiHandler } from "../types/index.ts";
import { type AccountDeps, foreignOrigin, type SiteContext } from "../accounts/account-deps.ts";
import { readForm } from "../accounts/read-form.ts";
import { htmlNotice } from "../leads/html-notice.ts";
import type { StaffRole } from "../rules/console/staff-role.ts";
import { requestStaffToken } from "./console-cookie.ts";
import { staffOfSession } from "./staff-sessions.ts";
import type { Staff } from "./staff-store.ts";

export type StaffHandler = (request: Request, ctx: SiteContext, staff: Staff, now: Date) => Promise<Response>;
export type StaffFormHandler = (fields: URLSearchParams, ctx: SiteContext, staff: Staff, now: Date) => Promise<Response>;

/** What a role may do on a route, and what the console tells someone whose role may not. */
export interface RoleCheck {
  allows(role: StaffRole): boolean;
  refusal: string;
}

/**
 * Who is asking: on a site's host only, posts from the console's own origin only (403), a member of this site's
 * staff signed in here (401 otherwise; a session of another site's console is no session here) whose role the
 * route allows (403).
 */
async function staffOf(deps: AccountDeps, request: Request, ctx: ApiContext, role?: RoleCheck): Promise<{ staff: Staff; now: Date } | { response: Response }> {
  if (!ctx.site) return { response: htmlNotice(404, "Not found", "/") };
  if (request.method !== "GET" && foreignOrigin(request, ctx)) return { response: htmlNotice(403, "This form must be sent from the console.", "/console") };
  const now = deps.now();
  const token = requestStaffToken(request, deps.secret);
  const staff = token ? await staffOfSession(ctx.services.db, token, ctx.site.slug, now) : undefined;
  if (!staff) return { response: htmlNotice(401, "Please sign in to the dealer console.", "/console") };
  if (role && !role.allows(staff.role)) return { response: htmlNotice(403, role.refusal, "/console/leads") };
  return { staff, now };
}

/** A console route for the site's staff (of the roles `role` allows); the handler checks anything finer. */
export function staffOnly(deps: AccountDeps, handler: StaffHandler, role?: RoleCheck): ApiHandler {
  return async (request, ctx) => {
    const asking = await staffOf(deps, request, ctx, role);
    return "response" in asking ? asking.response : handler(request, ctx as SiteContext, asking.staff, asking.now);
  };
}

/** A console form's post for the site's staff (of the roles `role` allows), its fields read. */
export function staffFormPost(deps: AccountDeps, handler: StaffFormHandler, role?: RoleCheck): ApiHandler {
  const post: StaffHandler = async (request, ctx, staff, now) => {
    const form = await readForm(request);
    return form.ok ? handler(form.fields, ctx, staff, now) : form.response;
  };
  return staffOnly(deps, post, role);
}

/** The same checks as a route's `authorize`, run before its body is read: an upload refused reads no file. */
export function staffAuthorize(deps: AccountDeps, role: RoleCheck) {
  return async (request: Request, ctx: ApiContext): Promise<Response | null> => {
    const asking = await staffOf(deps, request, ctx, role);
    return "response" in asking ? asking.response : null;
  };
}
