import type { ApiHandler } from "../types/index.ts";
import type { FavouriteEntry } from "../types/generated/favourite-entry.ts";
import { type AccountDeps, isSecure, requestSessionToken, seeOther, type SiteContext } from "./account-deps.ts";
import { signInFormPost } from "./sign-in-form-post.ts";
import { findChallenge, redeemCode } from "./code-store.ts";
import { accountAt, accountForSignIn, findAccount, setDestination } from "./account-store.ts";
import { readDestination } from "./destination.ts";
import { createSession, endSession } from "./session-store.ts";
import { CHALLENGE_COOKIE, clearCookie, requestCookie, sessionSetCookie } from "./session-cookie.ts";
import { signInPath } from "./sign-in-query.ts";
import { mergeFavourites, saveCar } from "./saved-cars.ts";
import { carEntry, siteCarById } from "./car-entry.ts";

/**
 * POST /api/sign-in/verify (a form): checks the code of the challenge in the sign-in cookie. Right, it signs the
 * shopper in with a new session (the old one, if any, ends: the id is rotated), merges the favourites the browser
 * kept, saves the car they asked to watch, and sends them to `redirect` (a path on this site). A code for a new
 * phone or e-mail of the signed-in account changes it instead.
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
    const previous = requestSessionToken(request, deps);
    if (previous) await endSession(db, previous);
    const token = await createSession(db, account.id, ctx.site.slug, now);
    await mergeFavourites(db, account.id, await siteCarEntries(ctx, localFavouriteIds(fields.get("favourites"))), now);
    if (query.save && account.phone) {
      const car = await siteCarById(ctx.services, ctx.site, query.save);
      if (car) await saveCar(db, "watchlist", account.id, carEntry(car), now);
    }
    return seeOther(query.redirect, [sessionSetCookie(token, deps.secret, secure), clearChallenge]);
  });
}

const MAX_FAVOURITES = 200;

/** The ids of the favourites the browser posted (the sign-in form's hidden field); each is looked up in stock. */
function localFavouriteIds(posted: string | null): number[] {
  try {
    const list = JSON.parse(posted ?? "[]") as unknown;
    if (!Array.isArray(list)) return [];
    return list.slice(0, MAX_FAVOURITES).map((entry) => (entry as FavouriteEntry | null)?.id).filter((id): id is number => Number.isInteger(id) && id! > 0);
  } catch {
    return [];
  }
}

/** The site's cars of these ids as saved-car entries (the browser's copy of a name or image is never trusted). */
async function siteCarEntries(ctx: SiteContext, ids: number[]): Promise<FavouriteEntry[]> {
  if (ids.length === 0) return [];
  const dealerships = new Set(ctx.site.dealerships.map((dealership) => dealership.id));
  return (await ctx.services.stock.getByIds(ids)).filter((car) => dealerships.has(car.dealership_id)).map(carEntry);
}
