import type { Services, SignedInUser, Site } from "../types/index.ts";
import { sessionUser } from "../accounts/session-store.ts";
import { sessionToken } from "../accounts/session-cookie.ts";

export { SESSION_COOKIE } from "../accounts/session-cookie.ts";

/**
 * The signed-in shopper of a request: the session cookie's signature must hold (a forged or tampered cookie
 * costs no lookup), and its session must exist, be unexpired and belong to this site.
 */
export async function readUser(services: Services, site: Site | null, cookie: string | undefined, secret: string): Promise<SignedInUser | null> {
  const token = sessionToken(cookie, secret);
  if (!token || !site) return null;
  return sessionUser(services.db, token, site.slug, new Date());
}
