import type { ApiContext, Site } from "../types/index.ts";
import type { RateLimiterFor } from "../http/shared-rate-limits.ts";
import { SESSION_COOKIE, requestCookie, sessionToken } from "./session-cookie.ts";

/** What the account routes share: the cookie secret, the shared rate limits, the clock, the server's port. */
export interface AccountDeps {
  secret: string;
  limiter: RateLimiterFor;
  /** Code requests one address may make a quarter hour (SIGN_IN_RATE_LIMIT_PER_IP overrides it for tests). */
  perIpLimit: number;
  now(): Date;
  /** The server's own port: the development host `{slug}.localhost` is a passkey relying party on it. */
  localPort: number;
}

/** A request of one of the site's shoppers: its site (API routes answer only on a site's host). */
export type SiteContext = ApiContext & { site: Site };

export const isSecure = (ctx: ApiContext) => ctx.url.protocol === "https:";

/** The session token the request carries, when its signature holds. */
export function requestSessionToken(request: Request, deps: AccountDeps): string | null {
  return sessionToken(requestCookie(request, SESSION_COOKIE), deps.secret);
}

/**
 * A form post from another site would carry the shopper's cookie only where SameSite allows it; refusing a
 * foreign Origin outright covers the rest (older browsers).
 */
export function foreignOrigin(request: Request, ctx: ApiContext): boolean {
  const origin = request.headers.get("origin");
  return origin !== null && origin !== "null" && origin !== ctx.url.origin;
}

export function seeOther(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}
