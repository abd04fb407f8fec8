import { describe, expect, it } from "vitest";
import { readUser, sessionCookieValue, SESSION_COOKIE } from "./session.ts";

describe("session cookie", () => {
  const secret = "test-secret";

  it("round-trips a signed-in shopper", () => {
    const cookie = `a=1; ${SESSION_COOKIE}=${sessionCookieValue({ id: "u1", phone: "0400000000" }, secret)}`;
    expect(readUser(cookie, secret)).toEqual({ id: "u1", phone: "0400000000" });
  });

  it("treats missing, tampered and foreign-signed cookies as signed out", () => {
    const value = sessionCookieValue({ id: "u1" }, secret);
    expect(readUser(undefined, secret)).toBeNull();
    expect(readUser(`${SESSION_COOKIE}=${value.replace(/^./, "x")}`, secret)).toBeNull();
    expect(readUser(`${SESSION_COOKIE}=${value}`, "other-secret")).toBeNull();
    expect(readUser(`${SESSION_COOKIE}=garbage`, secret)).toBeNull();
  });
});
