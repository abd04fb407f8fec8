import { sign } from "@fastify/cookie";
import type { Database } from "../../../runtime/types/services.ts";
import { accountForSignIn } from "../../../runtime/accounts/account-store.ts";
import { createSession } from "../../../runtime/accounts/session-store.ts";
import { readDestination } from "../../../runtime/accounts/destination.ts";
import { SESSION_COOKIE } from "../../../runtime/accounts/session-cookie.ts";

/** Signs a shopper of `destination` in on `siteSlug` as the server would: their account, a session, its cookie. */
export async function signedIn(db: Database, siteSlug: string, secret: string, destination = "0412345678", now = new Date()) {
  const account = await accountForSignIn(db, siteSlug, readDestination(destination)!, null, now);
  const token = await createSession(db, account.id, siteSlug, now);
  return { account, token, cookie: `${SESSION_COOKIE}=${sign(token, secret)}` };
}
