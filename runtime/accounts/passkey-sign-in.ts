import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { ApiHandler } from "../types/index.ts";
import { htmlNotice } from "../leads/html-notice.ts";
import type { AccountDeps } from "./account-deps.ts";
import { signInFormPost } from "./sign-in-form-post.ts";
import { findAccount } from "./account-store.ts";
import { readCredential } from "./passkey-credential.ts";
import { takeChallenge } from "./passkey-challenge-store.ts";
import { findPasskey, passkeyUsed, type Passkey } from "./passkey-store.ts";
import { relyingParty, type RelyingParty } from "./relying-party.ts";
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
    if (!passkey || !account || !sameUser(posted.response, account.id)) return refuse(401, PASSKEY_UNKNOWN);
    const counter = await verifiedCounter(posted.response, challenge.challenge, rp, passkey);
    if (counter === null || !(await passkeyUsed(db, passkey, counter, now))) return refuse(401, PASSKEY_REFUSED);
    return startSession(request, ctx, deps, account, fields, query);
  });
}

/** A discoverable passkey names its account (the user handle made at registration); it must be the passkey's. */
function sameUser(response: AuthenticationResponseJSON, accountId: string): boolean {
  const handle = response.response.userHandle;
  return handle === undefined || handle === Buffer.from(accountId).toString("base64url");
}

/** The authenticator's new counter when the signature, origin, RP id, user verification and counter all hold. */
async function verifiedCounter(response: AuthenticationResponseJSON, challenge: string, rp: RelyingParty, passkey: Passkey): Promise<number | null> {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: { id: passkey.id, publicKey: Buffer.from(passkey.public_key, "base64url"), counter: Number(passkey.sign_count), transports: JSON.parse(passkey.transports) as string[] },
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
