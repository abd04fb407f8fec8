import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forEachBackend, type Backend } from "../../tests/kit/backends.ts";
import { checkoutSite, reservableCar } from "../../tests/kit/checkout/checkout-fixtures.ts";
import { CHECKOUT_PAGE, checkoutServer } from "../../tests/kit/checkout/checkout-routes-kit.ts";
import { startFakeStripe, TEST_PAYMENT_METHODS } from "../../tests/kit/payments/fake-stripe.ts";
import type { Site } from "../types/index.ts";
import type { Database } from "../types/services.ts";
import { activeReservation } from "./reservation-store.ts";

const stripeSite = { ...checkoutSite, payments: { provider: "stripe" } } as Site;
const clock = { now: new Date("2026-12-05T00:00:00Z") };

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const events = async (db: Database) =>
  (await db.selectFrom("payment_events").select(["status", "provider_ref"]).execute()).map((row) => `${row.status} ${row.provider_ref}`).sort();
const payments = (db: Database) => db.selectFrom("payments").select(["status", "provider_ref", "failure"]).execute();

async function stripeServer(backend: Backend) {
  const server = await checkoutServer(backend, clock, { site: stripeSite, stripe: fake.settings });
  const ada = await server.shopper("ada@example.com");
  /** The page's script: the form sent for a client secret, then the card confirmed by "Stripe.js". */
  const confirmInBrowser = async (paymentMethod: string, user = ada) => {
    const key = crypto.randomUUID();
    const answer = await server.send("/api/checkout/intent", server.form({ key }), user);
    const { clientSecret } = (await answer.json()) as { clientSecret: string };
    const intent = clientSecret.replace(/_secret_.*$/, "");
    fake.browserConfirms(intent, paymentMethod);
    return { intent, sendForm: () => server.send("/api/checkout/pay", server.form({ key }), user) };
  };
  /** ...and then the form sent on, with no card details in it. */
  const payInBrowser = async (paymentMethod: string) => {
    const { intent, sendForm } = await confirmInBrowser(paymentMethod);
    return { intent, page: await sendForm() };
  };
  const webhook = (hook: { body: string; headers: Headers }) =>
    server.send("/api/payments/{provider}/webhook", hook.body, null, Object.fromEntries(hook.headers), { provider: "stripe" });
  return { ...server, ada, confirmInBrowser, payInBrowser, webhook };
}

describe("reserving with the stripe provider (issue 21 §1)", () => {
  forEachBackend((backend) => {
    it("the browser confirms the card; the server reserves the car and captures the deposit once, recording each step", async () => {
      const { db, payInBrowser } = await stripeServer(backend);
      const captured = fake.state.capturedCents;
      const { intent, page } = await payInBrowser(TEST_PAYMENT_METHODS.succeeds);
      expect(page.headers.get("location")).toBe(`${CHECKOUT_PAGE}?reserved=1`);
      expect(await activeReservation(db, reservableCar.id)).toBeDefined();
      expect(fake.intent(intent)).toMatchObject({ status: "succeeded", amount: 20_000, currency: "aud", capture_method: "manual" });
      expect(fake.state.capturedCents - captured).toBe(20_000);
      expect(await events(db)).toEqual([`authorised ${intent}`, `captured ${intent}`, `created ${intent}`]);
    });

    it("a card Stripe declined is the shopper's message; the car stays in stock and the intent is never captured", async () => {
      const { db, payInBrowser } = await stripeServer(backend);
      const { intent, page } = await payInBrowser(TEST_PAYMENT_METHODS.declined);
      expect(page.headers.get("location")).toMatch(new RegExp(`^${CHECKOUT_PAGE}\\?problem=declined&payment=`));
      expect(await payments(db)).toEqual([{ status: "failed", provider_ref: intent, failure: "Your card was declined. No money was taken." }]);
      expect(await activeReservation(db, reservableCar.id)).toBeUndefined();
      expect(fake.intent(intent)?.amount_received).toBe(0);
    });

    it("of two shoppers whose cards both authorised, one wins; the other's authorisation is cancelled, not captured", async () => {
      const { db, confirmInBrowser, shopper } = await stripeServer(backend);
      const first = await confirmInBrowser(TEST_PAYMENT_METHODS.succeeds);
      const second = await confirmInBrowser(TEST_PAYMENT_METHODS.succeeds, await shopper("grace@example.com"));
      const pages = await Promise.all([first.sendForm(), second.sendForm()]);
      const outcomes = pages.map((page) => page.headers.get("location"));
      expect(outcomes.sort()).toEqual([`${CHECKOUT_PAGE}?problem=taken`, `${CHECKOUT_PAGE}?reserved=1`]);
      expect([fake.intent(first.intent)?.status, fake.intent(second.intent)?.status].sort()).toEqual(["canceled", "succeeded"]);
      expect((await payments(db)).map((payment) => payment.status).sort()).toEqual(["cancelled", "captured"]);
    });

    it("applies Stripe's signed webhooks once however often they come, ignores late ones, and refuses forged ones", async () => {
      const { db, payInBrowser, webhook, send, form, ada } = await stripeServer(backend);
      const { intent } = await payInBrowser(TEST_PAYMENT_METHODS.succeeds);
      const succeeded = fake.webhook("payment_intent.succeeded", fake.intent(intent));
      for (let i = 0; i < 3; i += 1) expect(await (await webhook(succeeded)).json()).toEqual({ received: true, known: true });
      // An authorisation reported after the capture moves nothing back.
      expect((await webhook(fake.webhook("payment_intent.amount_capturable_updated", { ...fake.intent(intent), status: "requires_capture" }))).status).toBe(200);
      expect((await webhook({ ...succeeded, headers: new Headers({ "stripe-signature": "t=1,v1=forged" }) })).status).toBe(400);

      const reservation = (await activeReservation(db, reservableCar.id))!;
      expect((await send("/api/checkout/cancel", form({ reservation: reservation.id }), ada)).headers.get("location")).toBe(`${CHECKOUT_PAGE}?cancelled=1`);
      const refunded = fake.webhook("charge.refunded", { id: "ch_fake", object: "charge", refunded: true, payment_intent: intent });
      expect((await webhook(refunded)).status).toBe(200);
      expect((await webhook(refunded)).status).toBe(200);
      expect(await events(db)).toEqual([`authorised ${intent}`, `captured ${intent}`, `created ${intent}`, `refunded ${intent}`]);
      expect(fake.intent(intent)?.refunded).toBe(20_000);
    });

    it("a Stripe that does not answer is a message to try again: no payment, the car in stock", async () => {
      const { db, send, form, ada } = await stripeServer(backend);
      fake.state.delayMs = 2_500;
      try {
        const page = await send("/api/checkout/intent", form({ key: crypto.randomUUID() }), ada);
        expect(page.headers.get("location")).toBe(`${CHECKOUT_PAGE}?problem=provider`);
      } finally {
        fake.state.delayMs = 0;
      }
      expect(await payments(db)).toEqual([]);
      expect(await activeReservation(db, reservableCar.id)).toBeUndefined();
    });
  });
});
