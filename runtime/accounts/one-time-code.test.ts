import { describe, expect, it } from "vitest";
import { checkCode, CODE_LIFETIME_MS, CODE_TRIES, hashCode, newCode } from "./one-time-code.ts";

const issued = new Date("2026-11-28T01:00:00Z");
const challenge = (code: string, overrides = {}) => ({
  id: "c1",
  code_hash: hashCode("c1", code),
  tries_left: CODE_TRIES,
  expires_at: new Date(issued.getTime() + CODE_LIFETIME_MS).toISOString(),
  used_at: null,
  ...overrides,
});

describe("one-time codes", () => {
  it("are six digits", () => {
    for (let i = 0; i < 50; i += 1) expect(newCode()).toMatch(/^\d{6}$/);
  });

  it("are stored hashed, differently for each challenge", () => {
    expect(hashCode("c1", "123456")).not.toContain("123456");
    expect(hashCode("c1", "123456")).not.toBe(hashCode("c2", "123456"));
  });

  it("accept the right code within ten minutes, refuse a wrong one", () => {
    expect(checkCode(challenge("123456"), "123456", issued)).toBe("ok");
    expect(checkCode(challenge("123456"), " 123456 ", new Date(issued.getTime() + CODE_LIFETIME_MS - 1))).toBe("ok");
    expect(checkCode(challenge("123456"), "654321", issued)).toBe("wrong");
  });

  it("expire after ten minutes, even with the right code", () => {
    expect(checkCode(challenge("123456"), "123456", new Date(issued.getTime() + CODE_LIFETIME_MS))).toBe("expired");
  });

  it("allow five tries, and are refused once used", () => {
    expect(CODE_TRIES).toBe(5);
    expect(checkCode(challenge("123456", { tries_left: 0 }), "123456", issued)).toBe("no-tries");
    expect(checkCode(challenge("123456", { used_at: issued.toISOString() }), "123456", issued)).toBe("used");
  });
});
