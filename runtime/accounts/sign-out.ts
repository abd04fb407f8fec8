import type { ApiHandler } from "../types/index.ts";
import { htmlNotice } from "../leads/html-notice.ts";
import { type AccountDeps, foreignOrigin, isSecure, requestSessionToken, seeOther } from "./account-deps.ts";
import { endAllSessions, endSession } from "./session-store.ts";
import { clearCookie, SESSION_COOKIE } from "./session-cookie.ts";

/** POST /api/sign-out (a form): ends this browser's session; with `everywhere=1`, every session of the account. */
export function signOut(deps: AccountDeps): ApiHandler {
  return async (request, ctx) => {
    if (!ctx.site) return htmlNotice(404, "Not found", "/");
    if (foreignOrigin(request, ctx)) return htmlNotice(403, "This form must be sent from this site.", "/");
    const everywhere = new URLSearchParams(await request.text()).get("everywhere") === "1";
    const token = requestSessionToken(request, deps);
    if (everywhere && ctx.user) await endAllSessions(ctx.services.db, ctx.user.id);
    else if (token) await endSession(ctx.services.db, token);
    return seeOther("/", [clearCookie(SESSION_COOKIE, isSecure(ctx))]);
  };
}
