import { createHmac, timingSafeEqual } from "node:crypto";
import type { SignedInUser } from "../types/index.ts";

export const SESSION_COOKIE = "fc_session";

/** The signed-in shopper from the session cookie; a missing, tampered or malformed cookie is signed out. */
export function readUser(cookieHeader: string | undefined, secret: string): SignedInUser | null {
  const raw = parseCookies(cookieHeader)[SESSION_COOKIE];
  if (!raw) return null;
  const [body, signature] = raw.split(".");
  if (!body || !signature) return null;
  const expected = sign(body, secret);
  if (expected.length !== signature.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) return null;
  try {
    const user = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as SignedInUser;
    return typeof user.id === "string" && user.id ? user : null;
  } catch {
    return null;
  }
}

/** The cookie value that signs a shopper in. */
export function sessionCookieValue(user: SignedInUser, secret: string): string {
  const body = Buffer.from(JSON.stringify(user)).toString("base64url");
  return `${body}.${sign(body, secret)}`;
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0) cookies[part.slice(0, index).trim()] = part.slice(index + 1).trim();
  }
  return cookies;
}

function sign(body: string, secret: string): string {
  return createHmac("sha256", secret).update(body).digest("base64url");
}
