import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Secured API keys exactly as Algolia clients make them (`generateSecuredApiKey`):
 * base64( hex(HMAC-SHA256(parentKey, restrictions)) + restrictions ), where restrictions is a query string
 * with sorted keys, arrays joined by commas and spaces as %20.
 */
export type KeyRestrictionValues = Record<string, string | number | boolean | readonly (string | number)[] | undefined>;

function serializeRestrictions(restrictions: KeyRestrictionValues): string {
  return Object.keys(restrictions)
    .filter((key) => restrictions[key] !== undefined)
    .sort()
    .map((key) => {
      const value = restrictions[key]!;
      const text = Array.isArray(value) ? value.join(",") : String(value);
      return `${key}=${encodeURIComponent(text).replace(/\+/g, "%20")}`;
    })
    .join("&");
}

function sign(parentKey: string, restrictions: string): string {
  return createHmac("sha256", parentKey).update(restrictions).digest("hex");
}

export function generateSecuredApiKey(parentKey: string, restrictions: KeyRestrictionValues): string {
  const query = serializeRestrictions(restrictions);
  return Buffer.from(sign(parentKey, query) + query).toString("base64");
}

/** The restrictions a key carries when `parentKey` signed it; null for anything else. */
export function readSecuredApiKey(parentKey: string, key: string): URLSearchParams | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(key)) return null;
  const decoded = Buffer.from(key, "base64").toString("utf8");
  const mac = decoded.slice(0, 64);
  if (!/^[0-9a-f]{64}$/.test(mac)) return null;
  const query = decoded.slice(64);
  const expected = Buffer.from(sign(parentKey, query));
  if (!timingSafeEqual(expected, Buffer.from(mac))) return null;
  return new URLSearchParams(query);
}
