import type { ApiHandler } from "../types/index.ts";
import { type AccountDeps, seeOther } from "../accounts/account-deps.ts";
import { findChallenge } from "../accounts/code-store.ts";
import { maskDestination } from "../accounts/destination.ts";
import { CODE_MESSAGES } from "../accounts/one-time-code.ts";
import { requestCookie } from "../accounts/session-cookie.ts";
import { htmlNotice } from "../leads/html-notice.ts";
import { requestStaffToken, STAFF_CHALLENGE_COOKIE } from "./console-cookie.ts";
import { consoleHtml } from "./console-page.tsx";
import { staffOfSession } from "./staff-sessions.ts";
import { consoleCodeKey } from "./staff-sign-in.ts";
import { PASSKEY_SCRIPT } from "./passkey-script.ts";
import { PasskeyCeremonyForm } from "./staff-passkeys-view.tsx";

const PROBLEMS: Record<string, string> = { email: "Please enter your e-mail address.", ...CODE_MESSAGES };

/**
 * GET /console: the staff sign-in (an e-mail address, then the code sent to it, or a passkey where the browser has
 * them); signed in, the leads inbox.
 */
export function consoleSignInPage(deps: AccountDeps): ApiHandler {
  return async (request, ctx) => {
    if (!ctx.site) return htmlNotice(404, "Not found", "/");
    const { db } = ctx.services;
    const now = deps.now();
    const token = requestStaffToken(request, deps.secret);
    if (token && (await staffOfSession(db, token, ctx.site.slug, now))) return seeOther("/console/leads");
    const challengeId = requestCookie(request, STAFF_CHALLENGE_COOKIE);
    const challenge = challengeId && ctx.url.searchParams.get("step") === "code" ? await findChallenge(db, consoleCodeKey(ctx.site.slug), challengeId) : undefined;
    const pending = challenge && !challenge.used_at && challenge.expires_at > now.toISOString() && challenge.tries_left > 0;
    const problem = PROBLEMS[ctx.url.searchParams.get("error") ?? ""];
    return consoleHtml(
      200,
      { site: ctx.site, title: "Sign in", staff: null, script: PASSKEY_SCRIPT },
      <>
        <h1>Sign in to the dealer console</h1>
        {problem && (
          <p role="alert" className="problem">
            {problem}
          </p>
        )}
        {pending ? (
          <form method="post" action="/console/sign-in/verify">
            <p role="status">We sent a 6-digit code to {maskDestination(challenge.destination)} if it belongs to the staff of {ctx.site.name}.</p>
            <label>
              Code
              <input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" required />
            </label>
            <p>
              <button type="submit">Sign In</button> <a href="/console">Use another address</a>
            </p>
          </form>
        ) : (
          <form method="post" action="/console/sign-in/code">
            <label>
              E-mail address
              <input name="email" type="email" autoComplete="email" required />
            </label>
            <p>
              <button type="submit">Send Code</button>
            </p>
          </form>
        )}
        {!pending && <PasskeyCeremonyForm ceremony="sign-in" action="/console/sign-in/passkey" options="/console/sign-in/passkey/options" label="Sign in with a passkey" />}
      </>,
    );
  };
}
