import type { LeadUserData } from "./lead-types.ts";

/**
 * Idempotency keys by submission, for a form that may send the same lead again: a submission sent again (after a
 * failure) reuses its key, so the server never stores it twice; a changed submission is a new lead with a new key.
 */
export function submissionKeys() {
  const keys = new Map<string, string>();
  return {
    keyFor(userData: LeadUserData): string {
      const fingerprint = JSON.stringify(userData);
      const key = keys.get(fingerprint) ?? globalThis.crypto.randomUUID();
      keys.set(fingerprint, key);
      return key;
    },
  };
}
