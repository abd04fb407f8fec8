import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, TEST_PAYMENT_METHODS } from "../../tests/kit/payments/fake-stripe.ts";
import { stripeProvider } from "./stripe-provider.ts";
import { DECLINED, STEP_ABANDONED } from "./test-provider.ts";

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const deposit = (key = crypto.randomUUID()) => ({ amountCents: 20_000, currency: "AUD" as const, idempotencyKey: key, description: "Reservation deposit" });

describe("the stripe provider against a local Stripe (issue 21 §1)", () => {
  it("creates a manual-capture PaymentIntent once per idempotency key, however often it is sent", async () => {
    const provider = stripeProvider(fake.settings);
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([provider.create(deposit(key)), provider.create(deposit(key))]);
    expect(first).toEqual({ status: "created", reference: expect.stringMatching(/^pi_/) });
    expect(second).toEqual(first);
    expect(fake.intent(first.reference)).toMatchObject({ amount: 20_000, currency: "aud", capture_method: "manual", status: "requires_payment_method" });
    expect(await provider.clientSecret(first.reference)).toBe(`${first.reference}_secret_fake`);
  });

  it("reads what the browser's confirmation came to: authorised, declined, or the extra step", async () => {
    const provider = stripeProvider(fake.settings);
    const ask = async (method: string) => {
      const { reference } = await provider.create(deposit());
      expect(await provider.confirm(reference, { cardNumber: "" })).toEqual({ status: "created", reference });
      fake.browserConfirms(reference, method);
      return provider.confirm(reference, { cardNumber: "" });
    };
    expect((await ask(TEST_PAYMENT_METHODS.succeeds)).status).toBe("authorised");
    expect(await ask(TEST_PAYMENT_METHODS.declined)).toMatchObject({ status: "failed", message: "Your card was declined. No money was taken." });
    const step = await ask(TEST_PAYMENT_METHODS.extraStep);
    expect(step.status).toBe("requires_action");
    fake.finishExtraStep(step.reference, true);
    expect((await provider.confirm(step.reference, { extraStep: "approved" })).status).toBe("authorised");
  });

  it("an abandoned extra step cancels the intent, so it can never be confirmed later", async () => {
    const provider = stripeProvider(fake.settings);
    const { reference } = await provider.create(deposit());
    fake.browserConfirms(reference, TEST_PAYMENT_METHODS.extraStep);
    expect(await provider.confirm(reference, { extraStep: "abandoned" })).toEqual({ status: "failed", reference, message: STEP_ABANDONED });
    expect(fake.intent(reference)?.status).toBe("canceled");
    const failed = await provider.create(deposit());
    fake.browserConfirms(failed.reference, TEST_PAYMENT_METHODS.extraStep);
    fake.finishExtraStep(failed.reference, false);
    expect(await provider.confirm(failed.reference, { extraStep: "approved" })).toMatchObject({ status: "failed", message: STEP_ABANDONED });
  });

  it("captures, cancels and refunds; doing any of them again moves no more money", async () => {
    const provider = stripeProvider(fake.settings);
    const before = { ...fake.state };
    const paid = await provider.create(deposit());
    fake.browserConfirms(paid.reference, TEST_PAYMENT_METHODS.succeeds);
    expect(await Promise.all([provider.capture(paid.reference), provider.capture(paid.reference)])).toEqual([
      { status: "captured", reference: paid.reference },
      { status: "captured", reference: paid.reference },
    ]);
    expect(await provider.refund(paid.reference, 20_000)).toEqual({ status: "refunded", reference: paid.reference });
    expect(await provider.refund(paid.reference, 20_000)).toEqual({ status: "refunded", reference: paid.reference });
    expect(fake.state.capturedCents - before.capturedCents).toBe(20_000);
    expect(fake.state.refundedCents - before.refundedCents).toBe(20_000);

    const released = await provider.create(deposit());
    fake.browserConfirms(released.reference, TEST_PAYMENT_METHODS.succeeds);
    expect(await provider.cancel(released.reference)).toEqual({ status: "cancelled", reference: released.reference });
    expect(await provider.cancel(released.reference)).toEqual({ status: "cancelled", reference: released.reference });
    // A cancelled authorisation can no longer be captured: the capture is answered with where it stands.
    expect(await provider.capture(released.reference)).toEqual({ status: "cancelled", reference: released.reference });
    expect(fake.state.capturedCents - before.capturedCents).toBe(20_000);
  });

  it("a Stripe that does not answer in time is an error; the same key sent again still makes one intent", async () => {
    const impatient = stripeProvider({ ...fake.settings, timeoutMs: 100, maxNetworkRetries: 0 });
    const key = crypto.randomUUID();
    fake.state.delayMs = 300;
    try {
      await expect(impatient.create(deposit(key))).rejects.toThrow(/timeout/i);
    } finally {
      fake.state.delayMs = 0;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const created = await impatient.create(deposit(key));
    const again = await stripeProvider(fake.settings).create(deposit(key));
    expect(again.reference).toBe(created.reference);
  });

  it("accepts webhooks signed with the endpoint's secret within Stripe's tolerance, and nothing else", () => {
    const provider = stripeProvider(fake.settings);
    const intent = { id: "pi_fake_webhook", object: "payment_intent", status: "requires_capture", last_payment_error: null };
    const signed = fake.webhook("payment_intent.amount_capturable_updated", intent);
    expect(provider.verifyWebhook(signed.body, signed.headers)).toEqual({ status: "authorised", reference: "pi_fake_webhook" });
    // The same delivery again (Stripe retries) verifies again: applying it is what must be harmless.
    expect(provider.verifyWebhook(signed.body, signed.headers)).toEqual({ status: "authorised", reference: "pi_fake_webhook" });
    expect(provider.verifyWebhook(signed.body.replace("requires_capture", "succeeded"), signed.headers)).toBeNull();
    expect(provider.verifyWebhook(signed.body, new Headers({ "stripe-signature": "t=1,v1=00" }))).toBeNull();
    expect(provider.verifyWebhook(signed.body, new Headers())).toBeNull();
    const old = fake.webhook("payment_intent.succeeded", intent, Math.floor(Date.now() / 1000) - 3600);
    expect(provider.verifyWebhook(old.body, old.headers)).toBeNull();

    const failed = fake.webhook("payment_intent.payment_failed", { ...intent, last_payment_error: { code: "card_declined", message: "Your card was declined." } });
    expect(provider.verifyWebhook(failed.body, failed.headers)).toEqual({ status: "failed", reference: "pi_fake_webhook", message: DECLINED });
    const refunded = fake.webhook("charge.refunded", { id: "ch_fake", object: "charge", refunded: true, payment_intent: "pi_fake_webhook" });
    expect(provider.verifyWebhook(refunded.body, refunded.headers)).toEqual({ status: "refunded", reference: "pi_fake_webhook" });
    const other = fake.webhook("customer.created", { id: "cus_fake", object: "customer" });
    expect(provider.verifyWebhook(other.body, other.headers)).toBeNull();
  });
});
