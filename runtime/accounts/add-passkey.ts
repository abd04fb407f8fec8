import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import type { ApiHandler } from "../types/index.ts";
import { htmlNotice } from "../leads/html-notice.ts";
import { type AccountDeps, seeOther, type SiteContext } from "./account-deps.ts";
import { shopperFormPost } from "./account-routes.ts";
import { readCredential } from "./passkey-credential.ts";
import { takeChallenge } from "./passkey-challenge-store.ts";
import { accountPasskeys, PASSKEYS_PER_ACCOUNT, removePasskey, savePasskey } from "./passkey-store.ts";
import { relyingParty } from "./relying-party.ts";
import { verifiedRegistration, type NewPasskey } from "./passkey-ceremony.ts";

const NAME_LIMIT = 60;
const BACK = "/my-account";

/**
 * The new passkey a page's script posted, answering its holder's own single-use challenge and verified, with the
 * name the holder gave it; or the page (back to `back`) that says why it is not kept.
 */
export async function postedNewPasskey(
  deps: AccountDeps,
  ctx: SiteContext,
  fields: URLSearchParams,
  holder: { id: string; purpose: "register" | "staff-register" },
  back: string,
): Promise<{ made: NewPasskey; name: string } | Response> {
  const posted = readCredential<RegistrationResponseJSON>(fields.get("credential"));
  if (!posted) return htmlNotice(400, "The new passkey could not be read. Please try again.", back);
  const rp = relyingParty(ctx.site, ctx.url.hostname, deps.localPort);
  const challenge = await takeChallenge(ctx.services.db, ctx.site.slug, holder.purpose, posted.challenge, deps.now());
  if (!rp || !challenge || challenge.rp_id !== rp.id || challenge.account_id !== holder.id) {
    return htmlNotice(401, "Adding this passkey took too long or was already done. Please try again.", back);
  }
  const made = await verifiedRegistration(posted.response, challenge.challenge, rp);
  if (!made) return htmlNotice(400, "This passkey could not be checked. Please try again.", back);
  return { made, name: (fields.get("name") ?? "").trim().slice(0, NAME_LIMIT) || "Passkey" };
}

/**
 * POST /api/passkeys/add (a form the account page's script fills with the browser's new passkey): checks it
 * against the signed-in shopper's single-use challenge and keeps its public key for their account on this site.
 */
export function addPasskey(deps: AccountDeps): ApiHandler {
  return shopperFormPost(async (fields, ctx) => {
    const posted = await postedNewPasskey(deps, ctx, fields, { id: ctx.user.id, purpose: "register" }, BACK);
    if (posted instanceof Response) return posted;
    const { db } = ctx.services;
    if ((await accountPasskeys(db, ctx.user.id)).length >= PASSKEYS_PER_ACCOUNT) return htmlNotice(409, `An account holds at most ${PASSKEYS_PER_ACCOUNT} passkeys. Remove one to add another.`, BACK);
    const saved = await savePasskey(db, {
      ...posted.made,
      site_slug: ctx.site.slug,
      account_id: ctx.user.id,
      name: posted.name,
      created_at: deps.now().toISOString(),
      last_used_at: null,
    }).then(() => true, () => false);
    // The one way an insert fails here is a credential id already stored: the same passkey added twice.
    if (!saved) return htmlNotice(409, "This passkey has already been added.", BACK);
    return seeOther(`${BACK}?passkey=added`);
  });
}

/** POST /api/passkeys/remove (a form): removes one of the signed-in shopper's passkeys. */
export function removeShopperPasskey(): ApiHandler {
  return shopperFormPost(async (fields, ctx) => {
    const removed = await removePasskey(ctx.services.db, ctx.user.id, fields.get("id") ?? "");
    return seeOther(`${BACK}?passkey=${removed ? "removed" : "gone"}`);
  });
}
