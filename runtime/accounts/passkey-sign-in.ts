import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { ApiHandler } from "../types/index.ts";
import { htmlNotice } from "../leads/html-notice.ts";
import type { Database } from "../types/services.ts";
import type { AccountDeps, SiteContext } from "./account-deps.ts";
import { signInFormPost } from "./sign-in-form-post.ts";
import { findAccount, type Account } from "./account-store.ts";
import { readCredential } from "./passkey-credential.ts";
import { takeChallenge } from "./passkey-challenge-store.ts";
import { findPasskey, passkeyUsed } from "./passkey-store.ts";
import { relyingParty } from "./relying-party.ts";
import { sameHolder, verifiedCounter, type StoredPasskey } from "./passkey-ceremony.ts";
import { signInPath } from "./sign-in-query.ts";
import { startSession } from "./start-session.ts";

/** Whose passkeys a sign-in looks among: its challenges' purpose, the table, the holder of a passkey, and what a stranger is told. */
export interface PasskeyHolders<H> {
  purpose: "sign-in" | "staff-sign-in";
  table: "passkeys" | "staff_passkeys";
  find(db: Database, siteSlug: string, credentialId: string): Promise<{ passkey: StoredPasskey; holder: H | undefined } | undefined>;
  unknown: string;
}

/**
 * A passkey sign-in a page's script posted: it must answer a single-use challenge of this site and be made by a
 * passkey of this site whose holder is still there, its counter moved on. The holder, or the refusal (a 4xx).
 */
export async function passkeySignIn<H extends { id: string }>(deps: AccountDeps, ctx: SiteContext, fields: URLSearchParams, holders: PasskeyHolders<H>): Promise<H | { status: number; message: string }> {
  const { db } = ctx.services;
  const posted = readCredential<AuthenticationResponseJSON>(fields.get("credential"));
  if (!posted) return { status: 400, message: "This passkey sign-in could not be read. Please try again." };
  const now = deps.now();
  const rp = relyingParty(ctx.site, ctx.url.hostname, deps.localPort);
  const challenge = await takeChallenge(db, ctx.site.slug, holders.purpose, posted.challenge, now);
  if (!rp || !challenge || challenge.rp_id !== rp.id) return { status: 401, message: "This passkey sign-in has expired or was already used. Please try again." };
  const found = await holders.find(db, ctx.site.slug, posted.response.id);
  if (!found?.holder || !sameHolder(posted.response, found.holder.id)) return { status: 401, message: holders.unknown };
  const counter = await verifiedCounter(posted.response, challenge.challenge, rp, found.passkey);
  if (counter === null || !(await passkeyUsed(db, found.passkey, counter, now, holders.table))) {
    return { status: 401, message: "This passkey could not be checked. Please try again or sign in with a code." };
  }
  return found.holder;
}

const SHOPPERS: PasskeyHolders<Account> = {
  purpose: "sign-in",
  table: "passkeys",
  async find(db, siteSlug, credentialId) {
    const passkey = await findPasskey(db, siteSlug, credentialId);
    return passkey && { passkey, holder: await findAccount(db, siteSlug, passkey.account_id) };
  },
  unknown: "This passkey does not belong to an account on this site. Sign in with a code instead.",
};

/**
 * POST /api/sign-in/passkey (a form the sign-in page's script fills with the browser's passkey response): checks
 * the response against its single-use challenge and the site's own passkey, then signs the shopper in exactly as a
 * code does (`startSession`). Any failure is a 4xx page that signs nobody in.
 */
export function signInWithPasskey(deps: AccountDeps): ApiHandler {
  return signInFormPost(async (request, ctx, fields, query) => {
    const account = await passkeySignIn(deps, ctx, fields, SHOPPERS);
    if ("status" in account) return htmlNotice(account.status, account.message, signInPath(query));
    return startSession(request, ctx, deps, account, fields, query);
  });
}
