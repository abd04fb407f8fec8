import { describe, expect, it } from "vitest";
import { newLeadSecret, secretMatches } from "./lead-secret.ts";

describe("lead secrets", () => {
  it("match only the secret whose hash was stored; the hash is not the secret", () => {
    const { secret, hash } = newLeadSecret();
    const other = newLeadSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain(secret);
    expect(secretMatches(secret, hash)).toBe(true);
    expect(secretMatches(other.secret, hash)).toBe(false);
    expect(secretMatches(hash, hash)).toBe(false);
    expect(secretMatches("", hash)).toBe(false);
    expect(secretMatches(secret, null)).toBe(false);
  });
});
