import { sign } from "@fastify/cookie";
import { cookie, requestCookie, sessionToken } from "../accounts/session-cookie.ts";

/** The console's own cookies, apart from the shopper's: sent only to /console, never to shopper pages. */
export const STAFF_COOKIE = "fc_staff";
/** The console sign-in in progress: the id of the code sent (never the code). */
export const STAFF_CHALLENGE_COOKIE = "fc_staff_sign_in";

const STAFF_COOKIE_MAX_AGE_SECONDS = 12 * 3600;
const CHALLENGE_MAX_AGE_SECONDS = 10 * 60;

// Strict: no other site's page can make a browser send the console a request with its staff cookie.
const consoleCookie = (name: string, value: string, maxAge: number, secure: boolean) => cookie(name, value, maxAge, secure, "/console", "Strict");

export const staffSetCookie = (token: string, secret: string, secure: boolean) => consoleCookie(STAFF_COOKIE, sign(token, secret), STAFF_COOKIE_MAX_AGE_SECONDS, secure);
export const staffChallengeSetCookie = (id: string, secure: boolean) => consoleCookie(STAFF_CHALLENGE_COOKIE, id, CHALLENGE_MAX_AGE_SECONDS, secure);
export const clearConsoleCookie = (name: string, secure: boolean) => consoleCookie(name, "", 0, secure);

/** The staff session token the request carries, when its signature holds. */
export function requestStaffToken(request: Request, secret: string): string | null {
  return sessionToken(requestCookie(request, STAFF_COOKIE), secret);
}
