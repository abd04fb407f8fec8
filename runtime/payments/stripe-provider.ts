import Stripe from "stripe";
import type { PaymentProvider, ProviderOutcome } from "./payment-provider.ts";
import type { StripeSettings } from "./stripe-settings.ts";
import { DECLINED, STEP_ABANDONED } from "./test-provider.ts";

/** The Stripe events the webhook endpoint listens for, and the payment state each reports. */
const WEBHOOK_EVENTS: Record<string, "authorised" | "captured" | "cancelled" | "failed"> = {
  "payment_intent.amount_capturable_updated": "authorised",
  "payment_intent.succeeded": "captured",
  "payment_intent.canceled": "cancelled",
  "payment_intent.payment_failed": "failed",
};

/**
 * The `stripe` provider: a deposit is a PaymentIntent with manual capture. The card is confirmed in the
 * shopper's browser by Stripe.js with the intent's client secret, so card details never reach our server; the
 * server creates the intent (with the payment's idempotency key), reads where it stands once the browser is
 * done, and captures, cancels or refunds it. Each call that moves money has an idempotency key of its own, so
 * a retry (the client's own on a lost answer, or the next sweep) never moves it twice.
 */
export function stripeProvider(settings: StripeSettings): PaymentProvider & Required<Pick<PaymentProvider, "clientSecret">> {
  const stripe = new Stripe(settings.secretKey, {
    host: settings.api.host,
    port: settings.api.port,
    protocol: settings.api.protocol,
    timeout: settings.timeoutMs,
    maxNetworkRetries: settings.maxNetworkRetries,
    telemetry: false,
  });
  const current = async (reference: string) => outcomeOf(await stripe.paymentIntents.retrieve(reference));
  // Moving an intent that was already moved (a retry after a lost answer) is answered with where it stands.
  const orCurrent = async (reference: string, move: () => Promise<Stripe.PaymentIntent>) => {
    try {
      return outcomeOf(await move());
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "payment_intent_unexpected_state") return current(reference);
      throw error;
    }
  };
  return {
    name: "stripe",
    async create(payment) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: payment.amountCents,
          currency: payment.currency.toLowerCase(),
          capture_method: "manual",
          allowed_payment_method_types: ["card"],
          description: payment.description,
        },
        { idempotencyKey: `create-${payment.idempotencyKey}` },
      );
      return outcomeOf(intent);
    },
    async confirm(reference, confirmation) {
      // The shopper left the bank's extra step: the intent is cancelled so it can never be confirmed later.
      if ("extraStep" in confirmation && confirmation.extraStep === "abandoned") {
        const outcome = await orCurrent(reference, () => stripe.paymentIntents.cancel(reference, {}, { idempotencyKey: `cancel-${reference}` }));
        return outcome.status === "cancelled" ? { status: "failed", reference, message: STEP_ABANDONED } : outcome;
      }
      return current(reference);
    },
    capture: (reference) => orCurrent(reference, () => stripe.paymentIntents.capture(reference, {}, { idempotencyKey: `capture-${reference}` })),
    cancel: (reference) => orCurrent(reference, () => stripe.paymentIntents.cancel(reference, {}, { idempotencyKey: `cancel-${reference}` })),
    async refund(reference, amountCents) {
      await stripe.refunds.create({ payment_intent: reference, amount: amountCents }, { idempotencyKey: `refund-${reference}` });
      return { status: "refunded", reference };
    },
    verifyWebhook(body, headers) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(body, headers.get("stripe-signature") ?? "", settings.webhookSecret);
      } catch {
        return null;
      }
      if (event.type === "charge.refunded") {
        const charge = event.data.object;
        const intent = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
        return intent && charge.refunded ? { status: "refunded", reference: intent } : null;
      }
      const status = WEBHOOK_EVENTS[event.type];
      if (!status) return null;
      const intent = event.data.object as Stripe.PaymentIntent;
      return status === "failed" ? { status, reference: intent.id, message: failureMessage(intent) } : { status, reference: intent.id };
    },
    async clientSecret(reference) {
      const intent = await stripe.paymentIntents.retrieve(reference);
      return intent.client_secret ?? "";
    },
  };
}

/** The PaymentIntent statuses that say at once where the payment stands. */
const INTENT_STATUSES: Partial<Record<Stripe.PaymentIntent.Status, "authorised" | "captured" | "cancelled" | "requires_action">> = {
  requires_capture: "authorised",
  succeeded: "captured",
  canceled: "cancelled",
  requires_action: "requires_action",
};

/** Where a PaymentIntent stands, as a payment status. */
function outcomeOf(intent: Stripe.PaymentIntent): ProviderOutcome {
  const reference = intent.id;
  const status = INTENT_STATUSES[intent.status];
  if (status) return { status, reference };
  // Back to waiting for a card after a failed attempt: that attempt was declined.
  if (intent.status === "requires_payment_method" && intent.last_payment_error) return { status: "failed", reference, message: failureMessage(intent) };
  // requires_payment_method, requires_confirmation, processing: the browser has not finished with it yet.
  return { status: "created", reference };
}

function failureMessage(intent: Stripe.PaymentIntent): string {
  const error = intent.last_payment_error;
  if (error?.code === "payment_intent_authentication_failure") return STEP_ABANDONED;
  return error?.message ? `${error.message.replace(/\.?$/, ".")} No money was taken.` : DECLINED;
}
