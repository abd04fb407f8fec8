import type { ApiHandler } from "../types/index.ts";
import { jsonResponse } from "../http/json-response.ts";
import { type AccountDeps, foreignOrigin, type SiteContext } from "./account-deps.ts";
import { findAccount } from "./account-store.ts";
import { relyingParty } from "./relying-party.ts";
import { storeChallenge } from "./passkey-challenge-store.ts";
import { registrationOptions, signInOptions, type PasskeyHolder } from "./passkey-ceremony.ts";
import { accountPasskeys, PASSKEYS_PER_ACCOUNT } from "./passkey-store.ts";

const WINDOW_SECONDS = 15 * 60;

/** What a ceremony's options are for: a sign-in (no holder yet), or a new passkey of `holder` beside the ones they hold. */
type Ceremony =
  | { purpose: "sign-in" | "staff-sign-in" }
  | { purpose: "register" | "staff-register"; holder: PasskeyHolder; existing: readonly { id: string }[] };

/**
 * A passkey ceremony's options (POST, no body, from this site): made for the site's relying party, their challenge
 * stored for one use (a new passkey's for its holder alone). `ceremonyOf` says which ceremony, or answers the
 * refusal. Each client address may ask for a bounded number a quarter hour, as for codes; `limitKey` names whose
 * passkeys they are (shoppers', the console's), each limited apart.
 */
export function passkeyOptions(deps: AccountDeps, ceremonyOf: (ctx: SiteContext) => Promise<Ceremony | Response>, limitKey = "passkey-ip"): ApiHandler {
  return async (request, ctx) => {
    if (!ctx.site) return jsonResponse({ message: "Not found" }, 404);
    if (foreignOrigin(request, ctx)) return jsonResponse({ message: "This request must come from this site." }, 403);
    const rp = relyingParty(ctx.site, ctx.url.hostname, deps.localPort);
    if (!rp) return jsonResponse({ message: "Passkeys are not available on this address of the site." }, 404);
    const limit = await deps.limiter(ctx.services.db).take(`${limitKey}:${ctx.site.slug}:${ctx.ip}`, { limit: deps.perIpLimit, window_seconds: WINDOW_SECONDS }, deps.now().getTime());
    if (!limit.allowed) return jsonResponse({ message: "Too many passkey requests. Please wait a few minutes and try again." }, 429, { "retry-after": String(limit.retryAfterSeconds) });
    const ceremony = await ceremonyOf(ctx as SiteContext);
    if (ceremony instanceof Response) return ceremony;
    const newPasskey = "holder" in ceremony ? ceremony : null;
    const options = newPasskey ? await registrationOptions(rp, newPasskey.holder, newPasskey.existing) : await signInOptions(rp);
    await storeChallenge(ctx.services.db, { challenge: options.challenge, site_slug: ctx.site.slug, purpose: ceremony.purpose, account_id: newPasskey?.holder.id ?? null, rp_id: rp.id }, deps.now());
    return jsonResponse(options);
  };
}

/** POST /api/passkeys/options: options for the signed-in shopper's new passkey (a discoverable one). */
export function passkeyRegistrationOptions(deps: AccountDeps): ApiHandler {
  return passkeyOptions(deps, async (ctx) => {
    const { db } = ctx.services;
    const account = ctx.user ? await findAccount(db, ctx.site.slug, ctx.user.id) : undefined;
    if (!account) return jsonResponse({ message: "Sign in to add a passkey." }, 401);
    const existing = await accountPasskeys(db, account.id);
    if (existing.length >= PASSKEYS_PER_ACCOUNT) return jsonResponse({ message: `An account holds at most ${PASSKEYS_PER_ACCOUNT} passkeys. Remove one to add another.` }, 409);
    const userName = account.email ?? account.phone ?? account.id;
    return { purpose: "register", holder: { id: account.id, userName, displayName: account.name ?? userName }, existing };
  });
}

/** POST /api/sign-in/passkey/options: options for signing in with any passkey of this site the browser holds. */
export function passkeySignInOptions(deps: AccountDeps): ApiHandler {
  return passkeyOptions(deps, async () => ({ purpose: "sign-in" }));
}
