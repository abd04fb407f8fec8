/** The server's Stripe account: keys from the environment, never from a site document. */
export interface StripeSettings {
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_...). */
  webhookSecret: string;
  /** The key Stripe.js uses in the shopper's browser. */
  publishableKey: string;
  /** Where the Stripe API is: api.stripe.com, or a local stand-in (tests, a proxy). */
  api: { host: string; port: number; protocol: "http" | "https" };
  timeoutMs: number;
  maxNetworkRetries: number;
}

/** A Stripe setting the server cannot start with. */
export class StripeSettingsError extends Error {}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Reads STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY, and optionally STRIPE_API_BASE and
 * STRIPE_TIMEOUT_MS (README: Configuration). Null when no secret key is set: no site may then choose `stripe`.
 */
export function readStripeSettings(env: NodeJS.ProcessEnv): StripeSettings | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return null;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim();
  if (!webhookSecret || !publishableKey) throw new StripeSettingsError("STRIPE_SECRET_KEY is set: STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY must be set too");
  const timeoutMs = Number(env.STRIPE_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new StripeSettingsError("STRIPE_TIMEOUT_MS must be a positive number");
  return { secretKey, webhookSecret, publishableKey, api: apiBase(env.STRIPE_API_BASE || "https://api.stripe.com"), timeoutMs, maxNetworkRetries: 2 };
}

function apiBase(value: string): StripeSettings["api"] {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StripeSettingsError(`STRIPE_API_BASE is not a URL: ${value}`);
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.pathname !== "/") {
    throw new StripeSettingsError("STRIPE_API_BASE must be an http(s) origin with no path, e.g. https://api.stripe.com");
  }
  const protocol = url.protocol === "https:" ? "https" : "http";
  return { host: url.hostname, port: Number(url.port || (protocol === "https" ? 443 : 80)), protocol };
}
