import type { ApiHandler } from "../types/index.ts";
import { type AccountDeps, isSecure, seeOther } from "./account-deps.ts";
import { signInFormPost } from "./sign-in-form-post.ts";
import { findChallenge, redeemCode } from "./code-store.ts";
import { accountAt, accountForSignIn, findAccount, setDestination } from "./account-store.ts";
import { readDestination } from "./destination.ts";
import { CHALLENGE_COOKIE, clearCookie, requestCookie } from "./session-cookie.ts";
import { signInPath } from "./sign-in-query.ts";
import { startSession } from "./start-session.ts";

/**
 * POST /api/sign-in/verify (a form): checks the code of the challenge in the sign-in cookie. Right, it signs the
 * shopper in (`startSession`: a new session, and on to `redirect`). A code for a new phone or e-mail of the
 * signed-in account changes it instead.
 */
export function verifyCode(deps: AccountDeps): ApiHandler {
  return signInFormPost(async (request, ctx, fields, query) => {
    const { db } = ctx.services;
    const now = deps.now();
    const challengeId = requestCookie(request, CHALLENGE_COOKIE);
    const challenge = challengeId ? await findChallenge(db, ctx.site.slug, challengeId) : undefined;
    const destination = challenge && readDestination(challenge.destination);
    if (!challenge || !destination) return seeOther(signInPath(query, { error: "expired" }));
    const verdict = await redeemCode(db, challenge, fields.get("code") ?? "", now);
    if (verdict !== "ok") return seeOther(signInPath(query, verdict === "wrong" ? { step: "code", error: verdict } : { error: verdict }));
    const secure = isSecure(ctx);
    const clearChallenge = clearCookie(CHALLENGE_COOKIE, secure);

    if (challenge.account_id) {
      const account = ctx.user?.id === challenge.account_id ? await findAccount(db, ctx.site.slug, challenge.account_id) : undefined;
      if (!account) return seeOther(signInPath(query, { error: "expired" }), [clearChallenge]);
      const holder = await accountAt(db, ctx.site.slug, destination);
      if (holder && holder.id !== account.id) return seeOther("/my-account?problem=taken", [clearChallenge]);
      await setDestination(db, account, destination, now);
      return seeOther("/my-account?changed=1", [clearChallenge]);
    }

    const account = await accountForSignIn(db, ctx.site.slug, destination, ctx.user?.id ?? null, now);
    return startSession(request, ctx, deps, account, fields, query, [clearChallenge]);
  });
}
