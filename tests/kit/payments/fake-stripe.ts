import { createServer, type ServerResponse } from "node:http";
import Stripe from "stripe";
import type { StripeSettings } from "../../../runtime/payments/stripe-settings.ts";

export const FAKE_STRIPE_KEYS = { secretKey: "sk_test_fake", publishableKey: "pk_test_fake", webhookSecret: "whsec_fake" } as const;

/** Stripe's test payment methods the fake knows, as Stripe.js would have confirmed the card in the browser. */
export const TEST_PAYMENT_METHODS = { succeeds: "pm_card_visa", declined: "pm_card_chargeDeclined", extraStep: "pm_card_authenticationRequired" } as const;

interface Intent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  capture_method: string;
  description: string | null;
  client_secret: string;
  status: Stripe.PaymentIntent.Status;
  last_payment_error: { code: string; message: string; type: string } | null;
  refunded: number;
}

/**
 * A stand-in for the parts of the Stripe API the `stripe` provider uses, on loopback: PaymentIntents (create
 * with an idempotency key, retrieve, confirm with a test payment method, capture, cancel) and refunds, with
 * Stripe's error shapes and state rules. `delayMs` holds every answer back (a provider that times out); the
 * money it captured and refunded is counted, so a test can see none moved twice.
 */
export async function startFakeStripe() {
  const intents = new Map<string, Intent>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const state = { delayMs: 0, requests: 0, capturedCents: 0, refundedCents: 0 };
  let next = 0;

  const handle = (method: string, path: string, form: URLSearchParams): { status: number; body: unknown } => {
    if (method === "POST" && path === "/v1/payment_intents") {
      next += 1;
      const id = `pi_fake_${next}`;
      const intent: Intent = {
        id,
        object: "payment_intent",
        amount: Number(form.get("amount")),
        amount_capturable: 0,
        amount_received: 0,
        currency: form.get("currency") ?? "aud",
        capture_method: form.get("capture_method") ?? "automatic",
        description: form.get("description"),
        client_secret: `${id}_secret_fake`,
        status: "requires_payment_method",
        last_payment_error: null,
        refunded: 0,
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = intents.get(form.get("payment_intent") ?? "");
      if (!intent) return missing(form.get("payment_intent") ?? "");
      const amount = Number(form.get("amount") ?? intent.amount_received - intent.refunded);
      if (intent.status !== "succeeded" || amount > intent.amount_received - intent.refunded) return unexpected("charge_already_refunded", "This charge cannot be refunded.");
      intent.refunded += amount;
      state.refundedCents += amount;
      return { status: 200, body: { id: `re_fake_${intent.id}_${intent.refunded}`, object: "refund", amount, payment_intent: intent.id, status: "succeeded" } };
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|capture|cancel))?$/.exec(path);
    const intent = match ? intents.get(match[1]!) : undefined;
    if (!match || !intent) return match ? missing(match[1]!) : { status: 404, body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } } };
    const action = match[2];
    if (method === "GET" && !action) return { status: 200, body: intent };
    if (action === "confirm") return confirm(intent, form.get("payment_method") ?? "");
    if (action === "capture") {
      if (intent.status !== "requires_capture") return unexpected("payment_intent_unexpected_state", `This PaymentIntent could not be captured because it has a status of ${intent.status}.`);
      Object.assign(intent, { status: "succeeded", amount_received: intent.amount_capturable, amount_capturable: 0 });
      state.capturedCents += intent.amount_received;
      return { status: 200, body: intent };
    }
    if (action === "cancel") {
      if (intent.status === "succeeded" || intent.status === "canceled") return unexpected("payment_intent_unexpected_state", `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`);
      Object.assign(intent, { status: "canceled", amount_capturable: 0 });
      return { status: 200, body: intent };
    }
    return { status: 405, body: { error: { type: "invalid_request_error", message: "Method not allowed" } } };
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      state.requests += 1;
      const answer = () => {
        if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEYS.secretKey}`) {
          return send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
        }
        // Stripe answers a repeated idempotency key with the first answer, whatever happened since.
        const key = req.headers["idempotency-key"];
        const earlier = typeof key === "string" ? replies.get(key) : undefined;
        if (earlier) return send(res, earlier.status, earlier.body);
        const reply = handle(req.method ?? "GET", new URL(req.url ?? "/", "http://fake.invalid").pathname, new URLSearchParams(Buffer.concat(chunks).toString()));
        if (typeof key === "string" && req.method === "POST") replies.set(key, { status: reply.status, body: structuredClone(reply.body) });
        send(res, reply.status, reply.body);
      };
      if (state.delayMs > 0) setTimeout(answer, state.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const settings: StripeSettings = { ...FAKE_STRIPE_KEYS, api: { host: "127.0.0.1", port, protocol: "http" }, timeoutMs: 2_000, maxNetworkRetries: 0 };
  return {
    settings,
    state,
    intent: (id: string) => intents.get(id),
    /** What Stripe.js does in the shopper's browser: confirms the intent with a card (a test payment method). */
    browserConfirms: (id: string, paymentMethod: string) => confirm(intents.get(id)!, paymentMethod),
    /** The shopper finishes (or fails) the bank's extra step that Stripe.js shows. */
    finishExtraStep(id: string, approved: boolean) {
      const intent = intents.get(id)!;
      if (approved) Object.assign(intent, { status: "requires_capture", amount_capturable: intent.amount });
      else Object.assign(intent, { status: "requires_payment_method", last_payment_error: { type: "card_error", code: "payment_intent_authentication_failure", message: "We are unable to authenticate your payment method." } });
    },
    /** A webhook as Stripe sends it: the event's body and its `Stripe-Signature` header, signed at `timestamp` (seconds). */
    webhook(type: string, object: unknown, timestamp = Math.floor(Date.now() / 1000)) {
      const body = JSON.stringify({ id: `evt_fake_${(next += 1)}`, object: "event", type, created: timestamp, data: { object } });
      const signature = new Stripe(FAKE_STRIPE_KEYS.secretKey).webhooks.generateTestHeaderString({ payload: body, secret: FAKE_STRIPE_KEYS.webhookSecret, timestamp });
      return { body, headers: new Headers({ "stripe-signature": signature }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  function confirm(intent: Intent, paymentMethod: string): { status: number; body: unknown } {
    if (intent.status !== "requires_payment_method" && intent.status !== "requires_confirmation") {
      return unexpected("payment_intent_unexpected_state", `This PaymentIntent's status is ${intent.status}.`);
    }
    if (paymentMethod === TEST_PAYMENT_METHODS.declined) {
      intent.last_payment_error = { type: "card_error", code: "card_declined", message: "Your card was declined." };
      return { status: 402, body: { error: { ...intent.last_payment_error, payment_intent: intent } } };
    }
    intent.last_payment_error = null;
    if (paymentMethod === TEST_PAYMENT_METHODS.extraStep) intent.status = "requires_action";
    else Object.assign(intent, { status: "requires_capture", amount_capturable: intent.amount });
    return { status: 200, body: intent };
  }
}

function unexpected(code: string, message: string) {
  return { status: 400, body: { error: { type: "invalid_request_error", code, message } } };
}

function missing(id: string) {
  return { status: 404, body: { error: { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${id}'` } } };
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "request-id": "req_fake" });
  res.end(JSON.stringify(body));
}
