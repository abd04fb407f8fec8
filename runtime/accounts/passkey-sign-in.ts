import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { ApiHandler } from "../types/index.ts";
import { htmlNotice } from "../leads/html-notice.ts";
import type { AccountDeps } from "./account-deps.ts";
import { signInFormPost } from "./sign-in-form-post.ts";
import { findAccount } from "./account-store.ts";
import { readCredential } from "./passkey-credential.ts";
import { takeChallenge } from "./passkey-challenge-store.ts";
import { findPasskey, passkeyUsed } from "./passkey-store.ts";
import { relyingParty } from "./relying-party.ts";
import { sameHolder, verifiedCounter } from "./passkey-ceremony.ts";
import { signInPath } from "./sign-in-query.ts";
import { startSession } from "./start-session.ts";

const PASSKEY_UNREADABLE = "This passkey sign-in could not be read. Please try again.";
const PASSKEY_EXPIRED = "This passkey sign-in has expired or was already used. Please try again.";
const PASSKEY_UNKNOWN = "This passkey does not belong to an account on this site. Sign in with a code instead.";
const PASSKEY_REFUSED = "This passkey could not be checked. Please try again or sign in with a code.";

/**
 * POST /api/sign-in/passkey (a form the sign-in page's script fills with the browser's passkey response): checks
 * the response against its single-use challenge and the site's own passkey, then signs the shopper in exactly as a
 * code does (`startSession`). Any failure is a 4xx page that signs nobody in.
 */
export function signInWithPasskey(deps: AccountDeps): ApiHandler {
  return signInFormPost(async (request, ctx, fields, query) => {
    const { db } = ctx.services;
    const refuse = (status: number, message: string) => htmlNotice(status, message, signInPath(query));
    const posted = readCredential<AuthenticationResponseJSON>(fields.get("credential"));
    if (!posted) return refuse(400, PASSKEY_UNREADABLE);
    const now = deps.now();
    const rp = relyingParty(ctx.site, ctx.url.hostname, deps.localPort);
    const challenge = await takeChallenge(db, ctx.site.slug, "sign-in", posted.challenge, now);
    if (!rp || !challenge || challenge.rp_id !== rp.id) return refuse(401, PASSKEY_EXPIRED);
    const passkey = await findPasskey(db, ctx.site.slug, posted.response.id);
    const account = passkey && (await findAccount(db, ctx.site.slug, passkey.account_id));
    if (!passkey || !account || !sameHolder(posted.response, account.id)) return refuse(401, PASSKEY_UNKNOWN);
    const counter = await verifiedCounter(posted.response, challenge.challenge, rp, passkey);
    if (counter === null || !(await passkeyUsed(db, passkey, counter, now))) return refuse(401, PASSKEY_REFUSED);
    return startSession(request, ctx, deps, account, fields, query);
  });
}
