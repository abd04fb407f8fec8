import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { PaymentConfirmation, PaymentProvider, ProviderOutcome } from "./payment-provider.ts";

/** The well-known test card numbers the embedded provider accepts, and what each does. */
export const TEST_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
  extraStep: "4000002760003184",
} as const;

export const DECLINED = "Your card was declined. No money was taken.";
export const UNKNOWN_CARD = "This card number is not one of the test cards: 4242 4242 4242 4242 succeeds.";
export const STEP_ABANDONED = "The extra confirmation step was not completed. No money was taken.";

const WEBHOOK_STATUSES = new Set(["authorised", "captured", "cancelled", "refunded", "failed"]);

/**
 * The embedded `test` provider: the card form is on the site's own page and no money moves, so the whole
 * journey runs with no internet. It keeps no state of its own: the payment's reference comes from its
 * idempotency key, and the checkout keeps each payment's status. Its webhooks are signed with `webhookSecret`
 * (`X-Test-Signature: sha256=<hex HMAC of the body>`) and name `{ reference, status }`.
 */
export function testProvider(webhookSecret: string): PaymentProvider {
  const ok = (status: Exclude<ProviderOutcome["status"], "failed">, reference: string): ProviderOutcome => ({ status, reference });
  return {
    name: "test",
    async create(payment) {
      return ok("created", `test_${createHash("sha256").update(payment.idempotencyKey).digest("hex").slice(0, 24)}`);
    },
    confirm: async (reference, confirmation) => confirmOutcome(reference, confirmation),
    capture: async (reference) => ok("captured", reference),
    cancel: async (reference) => ok("cancelled", reference),
    refund: async (reference) => ok("refunded", reference),
    verifyWebhook(body, headers) {
      const expected = `sha256=${createHmac("sha256", webhookSecret).update(body).digest("hex")}`;
      const given = headers.get("x-test-signature") ?? "";
      if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
      const event = parse(body);
      if (!event || !WEBHOOK_STATUSES.has(event.status)) return null;
      if (event.status === "failed") return { status: "failed", reference: event.reference, message: DECLINED };
      return ok(event.status as Exclude<ProviderOutcome["status"], "failed">, event.reference);
    },
  };
}

function confirmOutcome(reference: string, confirmation: PaymentConfirmation): ProviderOutcome {
  if ("extraStep" in confirmation) {
    return confirmation.extraStep === "approved" ? { status: "authorised", reference } : { status: "failed", reference, message: STEP_ABANDONED };
  }
  switch (confirmation.cardNumber.replace(/[\s-]/g, "")) {
    case TEST_CARDS.succeeds:
      return { status: "authorised", reference };
    case TEST_CARDS.extraStep:
      return { status: "requires_action", reference };
    case TEST_CARDS.declined:
      return { status: "failed", reference, message: DECLINED };
    default:
      return { status: "failed", reference, message: UNKNOWN_CARD };
  }
}

function parse(body: string): { reference: string; status: string } | null {
  try {
    const value = JSON.parse(body) as unknown;
    if (typeof value !== "object" || value === null) return null;
    const { reference, status } = value as Record<string, unknown>;
    return typeof reference === "string" && typeof status === "string" ? { reference, status } : null;
  } catch {
    return null;
  }
}
