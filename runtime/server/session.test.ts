import { describe, expect, it } from "vitest";
import { readUser, sessionCookieValue } from "./session.ts";

describe("session cookie", () => {
  const secret = "test-secret-of-thirty-two-bytes!";

  it("round-trips a signed-in shopper", () => {
    expect(readUser(sessionCookieValue({ id: "u1", phone: "0400000000" }, secret), secret)).toEqual({ id: "u1", phone: "0400000000" });
  });

  it("treats missing, tampered, foreign-signed and empty-key cookies as signed out", () => {
    const value = sessionCookieValue({ id: "u1" }, secret);
    expect(readUser(undefined, secret)).toBeNull();
    expect(readUser(value.replace(/^./, "x"), secret)).toBeNull();
    expect(readUser(value, "other-secret-of-thirty-two-bytes")).toBeNull();
    expect(readUser("garbage", secret)).toBeNull();
    // A cookie signed with an empty key (what a server with no secret would accept) proves nothing.
    const body = Buffer.from(JSON.stringify({ id: "forged" })).toString("base64url");
    expect(() => readUser(`${body}.x`, secret)).not.toThrow();
    expect(readUser(`${body}.x`, secret)).toBeNull();
  });
});
