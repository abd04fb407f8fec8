import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** The header a browser sends a lead's secret in, to change the lead it created (spec §7 lead submit). */
export const LEAD_SECRET_HEADER = "lead-secret";

const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** A new lead's secret (256 random bits, returned once to the browser) and the hash the database keeps. */
export function newLeadSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString("base64url");
  return { secret, hash: hashOf(secret) };
}

/** Whether `secret` is the one whose hash was stored; compared in constant time, so timing tells nothing. */
export function secretMatches(secret: string, storedHash: string | null): boolean {
  if (storedHash === null || !SECRET.test(secret)) return false;
  const stored = Buffer.from(storedHash, "hex");
  const given = Buffer.from(hashOf(secret), "hex");
  return stored.length === given.length && timingSafeEqual(stored, given);
}

function hashOf(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}
