import type { ApiHandler, ApiRoute } from "../types/index.ts";
import { type AccountDeps, seeOther } from "../accounts/account-deps.ts";
import { jsonResponse } from "../http/json-response.ts";
import { htmlNotice } from "../leads/html-notice.ts";
import { postedNewPasskey } from "../accounts/add-passkey.ts";
import { passkeyOptions } from "../accounts/passkey-options.ts";
import { passkeySignIn, type PasskeyHolders } from "../accounts/passkey-sign-in.ts";
import { staffFormPost, staffOnly } from "./console-guard.ts";
import { consoleHtml } from "./console-page.tsx";
import { PASSKEY_SCRIPT } from "./passkey-script.ts";
import { beginStaffSession, consoleFormPost } from "./staff-sign-in.ts";
import { findStaffPasskey, PASSKEYS_PER_STAFF, removeStaffPasskey, saveStaffPasskey, staffPasskeys } from "./staff-passkey-store.ts";
import { StaffPasskeysView } from "./staff-passkeys-view.tsx";
import { staffById, type Staff } from "./staff-store.ts";
import { siteTimeZone } from "./console-time.ts";

const PAGE = "/console/passkeys";
const TOO_MANY = `You can hold at most ${PASSKEYS_PER_STAFF} passkeys. Remove one to add another.`;
const NOTICES: Record<string, string> = {
  added: "Your passkey has been added. Next time, sign in with it.",
  removed: "The passkey has been removed.",
  gone: "That passkey was already removed.",
};
// Console sign-ins' options are counted apart from shoppers' on the same address.
const LIMIT_KEY = "console-passkey-ip";

/** GET /console/passkeys: the signed-in staff member's own passkeys (name, added, last used), to add or remove. */
function passkeysPage(deps: AccountDeps): ApiHandler {
  return staffOnly(deps, async (_request, ctx, staff) => {
    const view = { passkeys: await staffPasskeys(ctx.services.db, staff.id), timeZone: siteTimeZone(ctx.site), notice: NOTICES[ctx.url.searchParams.get("done") ?? ""] ?? null };
    return consoleHtml(200, { site: ctx.site, title: "Your passkeys", staff, script: PASSKEY_SCRIPT }, <StaffPasskeysView {...view} />);
  });
}

/** POST /console/passkeys/options: options for the signed-in staff member's new passkey, its challenge theirs alone. */
function registerOptions(deps: AccountDeps): ApiHandler {
  return staffOnly(deps, async (request, ctx, staff) =>
    passkeyOptions(
      deps,
      async (site) => {
        const existing = await staffPasskeys(site.services.db, staff.id);
        if (existing.length >= PASSKEYS_PER_STAFF) return jsonResponse({ message: TOO_MANY }, 409);
        return { purpose: "staff-register", holder: { id: staff.id, userName: staff.email, displayName: `${staff.email} (${site.site.name} console)` }, existing };
      },
      LIMIT_KEY,
    )(request, ctx),
  );
}

/** POST /console/passkeys/add (the passkeys page's form, filled by its script): keeps the verified new passkey. */
function addPasskey(deps: AccountDeps): ApiHandler {
  return staffFormPost(deps, async (fields, ctx, staff, now) => {
    const posted = await postedNewPasskey(deps, ctx, fields, { id: staff.id, purpose: "staff-register" }, PAGE);
    if (posted instanceof Response) return posted;
    if ((await staffPasskeys(ctx.services.db, staff.id)).length >= PASSKEYS_PER_STAFF) return htmlNotice(409, TOO_MANY, PAGE);
    if (!(await saveStaffPasskey(ctx.services.db, staff, { ...posted.made, name: posted.name }, now))) return htmlNotice(409, "This passkey has already been added.", PAGE);
    return seeOther(`${PAGE}?done=added`);
  });
}

/** POST /console/passkeys/{id}/remove: removes one of the signed-in staff member's own passkeys. */
function removePasskey(deps: AccountDeps): ApiHandler {
  return staffOnly(deps, async (_request, ctx, staff, now) => {
    const removed = await removeStaffPasskey(ctx.services.db, staff, ctx.params.id ?? "", now);
    return seeOther(`${PAGE}?done=${removed ? "removed" : "gone"}`);
  });
}

const STAFF: PasskeyHolders<Staff> = {
  purpose: "staff-sign-in",
  table: "staff_passkeys",
  async find(db, siteSlug, credentialId) {
    const passkey = await findStaffPasskey(db, siteSlug, credentialId);
    return passkey && { passkey, holder: await staffById(db, siteSlug, passkey.staff_id) };
  },
  unknown: "This passkey does not belong to the staff of this site. Sign in with a code instead.",
};

/**
 * POST /console/sign-in/passkey (the sign-in page's form, filled by its script): the response must answer a
 * console challenge of this site and be made by a staff passkey of this site whose holder is still staff here;
 * then it starts a console session as a code does. Any failure is a 4xx page that signs nobody in.
 */
function signInWithStaffPasskey(deps: AccountDeps): ApiHandler {
  return consoleFormPost(async (request, ctx, fields) => {
    const staff = await passkeySignIn(deps, ctx, fields, STAFF);
    if ("status" in staff) return htmlNotice(staff.status, staff.message, "/console");
    return beginStaffSession(request, ctx, deps, staff);
  });
}

export function consolePasskeyRoutes(deps: AccountDeps): ApiRoute[] {
  return [
    { method: "POST", path: "/console/sign-in/passkey/options", handler: passkeyOptions(deps, async () => ({ purpose: "staff-sign-in" }), LIMIT_KEY) },
    { method: "POST", path: "/console/sign-in/passkey", handler: signInWithStaffPasskey(deps) },
    { method: "GET", path: PAGE, handler: passkeysPage(deps) },
    { method: "POST", path: `${PAGE}/options`, handler: registerOptions(deps) },
    { method: "POST", path: `${PAGE}/add`, handler: addPasskey(deps) },
    { method: "POST", path: `${PAGE}/{id}/remove`, handler: removePasskey(deps) },
  ];
}
