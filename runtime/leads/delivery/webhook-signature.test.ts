import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhook } from "./webhook-signature.ts";

describe("webhook signature", () => {
  it("is the hex HMAC-SHA256 of '<timestamp>.<body>' with the channel secret", () => {
    const expected = createHmac("sha256", "s3cret-s3cret-s3cret").update('1700000000.{"a":1}').digest("hex");
    expect(signWebhook("s3cret-s3cret-s3cret", 1700000000, '{"a":1}')).toBe(`sha256=${expected}`);
  });

  it("verifies only the same secret, timestamp and body", () => {
    const signature = signWebhook("secret-one-secret", 1, "body");
    expect(verifyWebhook("secret-one-secret", 1, "body", signature)).toBe(true);
    expect(verifyWebhook("secret-two-secret", 1, "body", signature)).toBe(false);
    expect(verifyWebhook("secret-one-secret", 2, "body", signature)).toBe(false);
    expect(verifyWebhook("secret-one-secret", 1, "body!", signature)).toBe(false);
    expect(verifyWebhook("secret-one-secret", 1, "body", "sha256=short")).toBe(false);
  });
});
