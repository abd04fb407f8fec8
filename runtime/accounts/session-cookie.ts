import { sign, unsign } from "@fastify/cookie";

/** The signed-in browser's session token, signed with SESSION_SECRET so a forged cookie costs no lookup. */
export const SESSION_COOKIE = "fc_session";
/** The sign-in in progress: the id of the code sent (never the code), for the code form to check against. */
export const CHALLENGE_COOKIE = "fc_sign_in";

const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;
const CHALLENGE_MAX_AGE_SECONDS = 10 * 60;

/** A cookie's value as the request carries it. */
export function requestCookie(request: Request, name: string): string | undefined {
  for (const pair of (request.headers.get("cookie") ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) return decodeURIComponent(pair.slice(at + 1).trim());
  }
  return undefined;
}

/** The token in a session cookie's value, or null when it is missing, tampered with or signed with another secret. */
export function sessionToken(cookie: string | undefined, secret: string): string | null {
  if (!cookie) return null;
  const { valid, value } = unsign(cookie, secret);
  return valid && value ? value : null;
}

/**
 * An HttpOnly cookie, Secure over https; the shopper's are sent to the whole site. Values are base64url, UUIDs or
 * signed base64url (with "." only): nothing in them needs encoding.
 */
export function cookie(name: string, value: string, maxAge: number, secure: boolean, path = "/", sameSite = "Lax"): string {
  return `${name}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=${sameSite}${secure ? "; Secure" : ""}`;
}

/** Set-Cookie for a new session: HttpOnly, SameSite=Lax, Secure over https. */
export function sessionSetCookie(token: string, secret: string, secure: boolean): string {
  return cookie(SESSION_COOKIE, sign(token, secret), SESSION_MAX_AGE_SECONDS, secure);
}

export function challengeSetCookie(challengeId: string, secure: boolean): string {
  return cookie(CHALLENGE_COOKIE, challengeId, CHALLENGE_MAX_AGE_SECONDS, secure);
}

/** Set-Cookie that removes a cookie. */
export function clearCookie(name: string, secure: boolean): string {
  return cookie(name, "", 0, secure);
}
