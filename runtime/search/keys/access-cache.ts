import { LRUCache } from "lru-cache";
import { accessFor, type Access } from "./access.ts";

/**
 * `accessFor` remembering keys it has accepted, so the HMAC is not recomputed on every request. Expiry is
 * still checked each time; refused keys are not remembered.
 */
export function cachedAccess(parentKey: string, limit = 1000): (apiKey: string | null, nowMs: number) => Access {
  const accepted = new LRUCache<string, { access: Access; validUntilMs: number }>({ max: limit });
  return (apiKey, nowMs) => {
    const known = apiKey === null ? undefined : accepted.get(apiKey);
    if (known && nowMs < known.validUntilMs) return known.access;
    const access = accessFor(apiKey, parentKey, nowMs);
    accepted.set(apiKey!, { access, validUntilMs: validUntilMs(apiKey!) });
    return access;
  };
}

function validUntilMs(apiKey: string): number {
  const match = /(?:^|&)validUntil=(\d+)/.exec(Buffer.from(apiKey, "base64").toString("utf8").slice(64));
  return match ? Number(match[1]) * 1000 : Infinity;
}
