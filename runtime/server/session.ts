import { sign, unsign } from "@fastify/cookie";
import type { SignedInUser } from "../types/index.ts";

export const SESSION_COOKIE = "fc_session";

/** The signed-in shopper from the session cookie's value; a missing, tampered or malformed cookie is signed out. */
export function readUser(cookie: string | undefined, secret: string): SignedInUser | null {
  if (!cookie) return null;
  const { valid, value } = unsign(cookie, secret);
  if (!valid || !value) return null;
  try {
    const user = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as SignedInUser;
    return typeof user.id === "string" && user.id ? user : null;
  } catch {
    return null;
  }
}

/** The cookie value that signs a shopper in. */
export function sessionCookieValue(user: SignedInUser, secret: string): string {
  return sign(Buffer.from(JSON.stringify(user)).toString("base64url"), secret);
}
