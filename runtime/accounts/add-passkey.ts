import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import type { ApiHandler } from "../types/index.ts";
import { htmlNotice } from "../leads/html-notice.ts";
import type { AccountDeps } from "./account-deps.ts";
import { seeOther } from "./account-deps.ts";
import { forShopper } from "./account-routes.ts";
import { readForm } from "./read-form.ts";
import { readCredential } from "./passkey-credential.ts";
import { takeChallenge } from "./passkey-challenge-store.ts";
import { accountPasskeys, PASSKEYS_PER_ACCOUNT, removePasskey, savePasskey } from "./passkey-store.ts";
import { relyingParty } from "./relying-party.ts";
import { verifiedRegistration } from "./passkey-ceremony.ts";

const NAME_LIMIT = 60;
const BACK = "/my-account";

/**
 * POST /api/passkeys/add (a form the account page's script fills with the browser's new passkey): checks it
 * against the signed-in shopper's single-use challenge and keeps its public key for their account on this site.
 */
export function addPasskey(deps: AccountDeps): ApiHandler {
  return forShopper(async (request, ctx) => {
    const form = await readForm(request);
    if (!form.ok) return form.response;
    const posted = readCredential<RegistrationResponseJSON>(form.fields.get("credential"));
    if (!posted) return htmlNotice(400, "The new passkey could not be read. Please try again.", BACK);
    const { db } = ctx.services;
    const now = deps.now();
    const rp = relyingParty(ctx.site, ctx.url.hostname, deps.localPort);
    const challenge = await takeChallenge(db, ctx.site.slug, "register", posted.challenge, now);
    if (!rp || !challenge || challenge.rp_id !== rp.id || challenge.account_id !== ctx.user.id) {
      return htmlNotice(401, "Adding this passkey took too long or was already done. Please try again.", BACK);
    }
    const made = await verifiedRegistration(posted.response, challenge.challenge, rp);
    if (!made) return htmlNotice(400, "This passkey could not be checked. Please try again.", BACK);
    if ((await accountPasskeys(db, ctx.user.id)).length >= PASSKEYS_PER_ACCOUNT) return htmlNotice(409, `An account holds at most ${PASSKEYS_PER_ACCOUNT} passkeys. Remove one to add another.`, BACK);
    const name = (form.fields.get("name") ?? "").trim().slice(0, NAME_LIMIT) || "Passkey";
    const saved = await savePasskey(db, {
      ...made,
      site_slug: ctx.site.slug,
      account_id: ctx.user.id,
      name,
      created_at: now.toISOString(),
      last_used_at: null,
    }).then(() => true, () => false);
    // The one way an insert fails here is a credential id already stored: the same passkey added twice.
    if (!saved) return htmlNotice(409, "This passkey has already been added.", BACK);
    return seeOther(`${BACK}?passkey=added`);
  });
}

/** POST /api/passkeys/remove (a form): removes one of the signed-in shopper's passkeys. */
export function removeShopperPasskey(): ApiHandler {
  return forShopper(async (request, ctx) => {
    const form = await readForm(request);
    if (!form.ok) return form.response;
    const removed = await removePasskey(ctx.services.db, ctx.user.id, form.fields.get("id") ?? "");
    return seeOther(`${BACK}?passkey=${removed ? "removed" : "gone"}`);
  });
}
