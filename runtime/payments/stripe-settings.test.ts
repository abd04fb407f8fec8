import { describe, expect, it } from "vitest";
import { readStripeSettings, StripeSettingsError } from "./stripe-settings.ts";

const keys = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1", STRIPE_PUBLISHABLE_KEY: "pk_test_1" };

describe("the server's Stripe settings", () => {
  it("are off without a secret key, and reach api.stripe.com over https by default", () => {
    expect(readStripeSettings({})).toBeNull();
    expect(readStripeSettings(keys)).toMatchObject({ secretKey: "sk_test_1", api: { host: "api.stripe.com", port: 443, protocol: "https" }, timeoutMs: 10_000 });
  });

  it("take the API base as an origin (a local stand-in) and refuse what is not one", () => {
    expect(readStripeSettings({ ...keys, STRIPE_API_BASE: "http://127.0.0.1:12111" })?.api).toEqual({ host: "127.0.0.1", port: 12111, protocol: "http" });
    for (const base of ["not a url", "ftp://stripe.example", "https://api.stripe.com/v1"]) {
      expect(() => readStripeSettings({ ...keys, STRIPE_API_BASE: base })).toThrow(StripeSettingsError);
    }
  });

  it("need the webhook secret and publishable key with the secret key, and a positive timeout", () => {
    expect(() => readStripeSettings({ STRIPE_SECRET_KEY: "sk_test_1" })).toThrow("STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY must be set too");
    expect(() => readStripeSettings({ ...keys, STRIPE_TIMEOUT_MS: "0" })).toThrow("STRIPE_TIMEOUT_MS must be a positive number");
  });
});
