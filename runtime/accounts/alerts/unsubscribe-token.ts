import { createHmac } from "node:crypto";
import { sign, unsign } from "@fastify/cookie";

/** The key unsubscribe links are signed with: derived from the session secret, so no other secret is kept. */
function linkKey(secret: string): string {
  return createHmac("sha256", secret).update("unsubscribe-links").digest("hex");
}

/** A token naming an address of a site, signed: an unsubscribe link works without signing in, and only for that address. */
export function unsubscribeToken(siteSlug: string, destination: string, secret: string): string {
  return sign(Buffer.from(JSON.stringify([siteSlug, destination])).toString("base64url"), linkKey(secret));
}

/** The address a token names, from the same site; null for a forged, altered or another site's token. */
export function tokenDestination(token: string, siteSlug: string, secret: string): string | null {
  const { valid, value } = unsign(token, linkKey(secret));
  if (!valid || !value) return null;
  const named = readPayload(value);
  return named && named[0] === siteSlug ? named[1] : null;
}

/** The address a token names, unchecked: only to show the shopper which address a link is for. */
export function tokenAddress(token: string): string | null {
  return readPayload(token.slice(0, token.lastIndexOf(".")))?.[1] ?? null;
}

function readPayload(value: string): [string, string] | null {
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as unknown;
    return Array.isArray(parsed) && parsed.length === 2 && parsed.every((part) => typeof part === "string") ? (parsed as [string, string]) : null;
  } catch {
    return null;
  }
}
