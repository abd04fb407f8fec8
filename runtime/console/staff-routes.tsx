import type { ApiHandler, ApiRoute } from "../types/index.ts";
import { type AccountDeps, seeOther } from "../accounts/account-deps.ts";
import { htmlNotice } from "../leads/html-notice.ts";
import { rolesManagedBy, type StaffRole } from "../rules/console/staff-role.ts";
import { staffFormPost, staffOnly, type RoleCheck, type StaffHandler } from "./console-guard.ts";
import { consoleHtml } from "./console-page.tsx";
import { addStaff, listStaff, removeStaff, StaffError, staffEmail } from "./staff-store.ts";
import { StaffView } from "./staff-view.tsx";

const NOTICES: Record<string, string> = { invited: "Invited: they can sign in now with their e-mail address.", removed: "Removed." };

const MANAGE_STAFF: RoleCheck = { allows: (role) => rolesManagedBy(role).length > 0, refusal: "Your role does not manage staff." };

/** A staff page or post for those whose role manages staff (owners and managers); 403 for anyone else. */
const managersOnly = (deps: AccountDeps, handler: StaffHandler) => staffOnly(deps, handler, MANAGE_STAFF);

/** GET /console/staff: the site's staff and the invitation form. */
function staffPage(deps: AccountDeps): ApiHandler {
  return managersOnly(deps, async (_request, ctx, viewer) => {
    const view = { staff: await listStaff(ctx.services.db, ctx.site.slug), viewer, manages: rolesManagedBy(viewer.role), notice: NOTICES[ctx.url.searchParams.get("done") ?? ""] ?? null };
    return consoleHtml(200, { site: ctx.site, title: "Staff", staff: viewer }, <StaffView {...view} />);
  });
}

/** POST /console/staff/invite: adds a member of staff in a role the inviter manages, and e-mails them where to sign in. */
function invite(deps: AccountDeps): ApiHandler {
  return staffFormPost(deps, async (fields, ctx, viewer, now) => {
    const role = fields.get("role") as StaffRole;
    if (!rolesManagedBy(viewer.role).includes(role)) return htmlNotice(403, "Your role cannot give that role.", "/console/staff");
    try {
      const added = await addStaff(ctx.services.db, { siteSlug: ctx.site.slug, email: staffEmail(fields.get("email") ?? ""), role, actor: viewer.email }, now);
      await ctx.services.notifier.send(ctx.site, {
        to: added.email,
        subject: `You are invited to the ${ctx.site.name} dealer console`,
        text: `${viewer.email} has added you to the ${ctx.site.name} dealer console as ${role}. Sign in at ${ctx.url.origin}/console with this e-mail address: we send you a code each time.`,
      });
    } catch (error) {
      if (error instanceof StaffError) return htmlNotice(400, error.message, "/console/staff");
      throw error;
    }
    return seeOther("/console/staff?done=invited");
  }, MANAGE_STAFF);
}

/** POST /console/staff/{id}/remove: removes a member of staff of a role the remover manages (never themselves). */
function remove(deps: AccountDeps): ApiHandler {
  return managersOnly(deps, async (_request, ctx, viewer, now) => {
    const member = (await listStaff(ctx.services.db, ctx.site.slug)).find((staff) => staff.id === ctx.params.id);
    if (!member) return htmlNotice(404, "There is no such member of staff.", "/console/staff");
    if (member.id === viewer.id || !rolesManagedBy(viewer.role).includes(member.role)) return htmlNotice(403, "Your role cannot remove this member of staff.", "/console/staff");
    await removeStaff(ctx.services.db, { siteSlug: ctx.site.slug, email: member.email, actor: viewer.email }, now);
    return seeOther("/console/staff?done=removed");
  });
}

export function consoleStaffRoutes(deps: AccountDeps): ApiRoute[] {
  return [
    { method: "GET", path: "/console/staff", handler: staffPage(deps) },
    { method: "POST", path: "/console/staff/invite", handler: invite(deps) },
    { method: "POST", path: "/console/staff/{id}/remove", handler: remove(deps) },
  ];
}
