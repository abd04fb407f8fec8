import type { FavouriteEntry } from "../types/generated/favourite-entry.ts";
import { type AccountDeps, isSecure, requestSessionToken, seeOther, type SiteContext } from "./account-deps.ts";
import type { Account } from "./account-store.ts";
import { createSession, endSession } from "./session-store.ts";
import { sessionSetCookie } from "./session-cookie.ts";
import type { SignInQuery } from "./sign-in-query.ts";
import { mergeFavourites, saveCar } from "./saved-cars.ts";
import { carEntry, carState, siteCarById } from "./car-entry.ts";

/**
 * Signs the shopper in to `account`, however they proved who they are (a code, a passkey): a new session (the old
 * one, if any, ends: the id is rotated), the favourites the browser kept merged in, the car they asked to watch
 * saved, and a redirect to `redirect` (a path on this site).
 */
export async function startSession(request: Request, ctx: SiteContext, deps: AccountDeps, account: Account, fields: URLSearchParams, query: SignInQuery, cookies: string[] = []): Promise<Response> {
  const { db } = ctx.services;
  const now = deps.now();
  const previous = requestSessionToken(request, deps);
  if (previous) await endSession(db, previous);
  const token = await createSession(db, account.id, ctx.site.slug, now);
  await mergeFavourites(db, account.id, await siteCarEntries(ctx, localFavouriteIds(fields.get("favourites"))), now);
  if (query.save && account.phone) {
    const car = await siteCarById(ctx.services, ctx.site, query.save);
    if (car) await saveCar(db, "watchlist", account.id, carEntry(car), now, carState(car, ctx.site));
  }
  return seeOther(query.redirect, [sessionSetCookie(token, deps.secret, isSecure(ctx)), ...cookies]);
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
