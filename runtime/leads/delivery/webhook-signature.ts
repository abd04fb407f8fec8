import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "x-forecourt-signature";
export const TIMESTAMP_HEADER = "x-forecourt-timestamp";
export const DELIVERY_HEADER = "x-forecourt-delivery";
export const EVENT_HEADER = "x-forecourt-event";

/**
 * `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">` with the channel's secret. Signing the timestamp too lets
 * a receiver refuse replays of an old delivery.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** What a receiver does: recompute and compare in constant time. */
export function verifyWebhook(secret: string, timestamp: number, body: string, signature: string): boolean {
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
