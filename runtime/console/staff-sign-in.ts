import type { ApiHandler } from "../types/index.ts";
import { type AccountDeps, isSecure, seeOther, type SiteContext } from "../accounts/account-deps.ts";
import { siteFormPost, type SiteFormHandler } from "../accounts/read-form.ts";
import { findChallenge, issueCode, redeemCode } from "../accounts/code-store.ts";
import { readDestination } from "../accounts/destination.ts";
import { CODE_LIFETIME_MS } from "../accounts/one-time-code.ts";
import { codeAllowance, TOO_MANY_CODES } from "../accounts/request-code.ts";
import { requestCookie } from "../accounts/session-cookie.ts";
import { htmlNotice } from "../leads/html-notice.ts";
import { clearConsoleCookie, requestStaffToken, STAFF_CHALLENGE_COOKIE, STAFF_COOKIE, staffChallengeSetCookie, staffSetCookie } from "./console-cookie.ts";
import { endStaffSession, startStaffSession } from "./staff-sessions.ts";
import { staffByEmail, type Staff } from "./staff-store.ts";

/**
 * Console codes are kept apart from shoppers' under a site key of their own, so a code sent for one sign-in can
 * never be redeemed at the other.
 */
export const consoleCodeKey = (siteSlug: string) => `console:${siteSlug}`;

/** A console sign-in form's post: on a site's host, from the console's own origin, its fields read. */
export function consoleFormPost(handler: SiteFormHandler): ApiHandler {
  return siteFormPost(handler, { refusal: "This form must be sent from the console.", back: "/console" });
}

/**
 * POST /console/sign-in/code: e-mails a 6-digit code to the address typed when it is one of the site's staff.
 * Anyone else gets the same answer and no message, so the form tells no one who is staff. Limited per client
 * address and per e-mail address, as shoppers' codes are.
 */
export function requestStaffCode(deps: AccountDeps): ApiHandler {
  return consoleFormPost(async (_request, ctx, fields) => {
    const destination = readDestination(fields.get("email") ?? "");
    if (destination?.kind !== "email") return seeOther("/console?error=email");
    const now = deps.now();
    const site = ctx.site.slug;
    const allowance = await codeAllowance(deps, ctx, "console-sign-in", destination.value, now);
    if (!allowance.allowed) return htmlNotice(429, TOO_MANY_CODES, "/console", { "retry-after": String(allowance.retryAfterSeconds) });
    const challenge = await issueCode(ctx.services.db, consoleCodeKey(site), destination.value, null, now);
    if (await staffByEmail(ctx.services.db, site, destination.value)) {
      await ctx.services.notifier.send(ctx.site, {
        to: destination.value,
        subject: `Your ${ctx.site.name} console code`,
        text: `${challenge.code} is your ${ctx.site.name} dealer console code. It expires in ${CODE_LIFETIME_MS / 60_000} minutes. If you did not ask for it, ignore this message.`,
      });
    }
    return seeOther("/console?step=code", [staffChallengeSetCookie(challenge.id, isSecure(ctx))]);
  });
}

/** POST /console/sign-in/verify: the right code of a staff member's challenge starts a console session (a new id). */
export function verifyStaffCode(deps: AccountDeps): ApiHandler {
  return consoleFormPost(async (request, ctx, fields) => {
    const { db } = ctx.services;
    const now = deps.now();
    const challengeId = requestCookie(request, STAFF_CHALLENGE_COOKIE);
    const challenge = challengeId ? await findChallenge(db, consoleCodeKey(ctx.site.slug), challengeId) : undefined;
    if (!challenge) return seeOther("/console?error=expired");
    const verdict = await redeemCode(db, challenge, fields.get("code") ?? "", now);
    if (verdict !== "ok") return seeOther(verdict === "wrong" ? "/console?step=code&error=wrong" : `/console?error=${verdict}`);
    const secure = isSecure(ctx);
    const clearChallenge = clearConsoleCookie(STAFF_CHALLENGE_COOKIE, secure);
    const staff = await staffByEmail(db, ctx.site.slug, challenge.destination);
    if (!staff) return seeOther("/console?error=expired", [clearChallenge]);
    return beginStaffSession(request, ctx, deps, staff, [clearChallenge]);
  });
}

/**
 * Signs a member of staff in, however they proved who they are (a code, a passkey): a new console session (the
 * browser's old one ends: the id is rotated) and the leads inbox.
 */
export async function beginStaffSession(request: Request, ctx: SiteContext, deps: AccountDeps, staff: Staff, cookies: string[] = []): Promise<Response> {
  const { db } = ctx.services;
  const previous = requestStaffToken(request, deps.secret);
  if (previous) await endStaffSession(db, previous);
  const token = await startStaffSession(db, staff, deps.now());
  return seeOther("/console/leads", [staffSetCookie(token, deps.secret, isSecure(ctx)), ...cookies]);
}

/** POST /console/sign-out: ends this browser's console session. */
export function staffSignOut(deps: AccountDeps): ApiHandler {
  return consoleFormPost(async (request, ctx) => {
    const token = requestStaffToken(request, deps.secret);
    if (token) await endStaffSession(ctx.services.db, token);
    return seeOther("/console", [clearConsoleCookie(STAFF_COOKIE, isSecure(ctx))]);
  });
}
