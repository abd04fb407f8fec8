import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { forEachBackend, type Backend } from "../../tests/kit/backends.ts";
import { reservableCar, WEBHOOK_SECRET } from "../../tests/kit/checkout/checkout-fixtures.ts";
import { CHECKOUT_PAGE, checkoutServer } from "../../tests/kit/checkout/checkout-routes-kit.ts";
import { activeReservation } from "./reservation-store.ts";
import { testProvider } from "../payments/test-provider.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";

const PAGE = CHECKOUT_PAGE;
const clock = { now: new Date("2026-12-05T00:00:00Z") };
const server = (backend: Backend) => checkoutServer(backend, clock);

describe("checkout routes", () => {
  forEachBackend((backend) => {
    it("pays and reserves by plain form posts, each answered with a redirect to the checkout page", async () => {
      const { send, form, shopper, db } = await server(backend);
      const ada = await shopper("ada@example.com");
      const paid = await send("/api/checkout/pay", form({ key: crypto.randomUUID(), card_number: "4242 4242 4242 4242" }), ada);
      expect(paid.status).toBe(303);
      expect(paid.headers.get("location")).toBe(`${PAGE}?reserved=1`);
      const reservation = (await activeReservation(db, reservableCar.id))!;

      const grace = await shopper("grace@example.com");
      const late = await send("/api/checkout/pay", form({ key: crypto.randomUUID(), card_number: "4242424242424242" }), grace);
      expect(late.headers.get("location")).toBe(`${PAGE}?problem=taken`);
      // Another shopper cannot cancel Ada's reservation.
      expect((await send("/api/checkout/cancel", form({ reservation: reservation.id }), grace)).headers.get("location")).toBe(`${PAGE}?problem=details`);
      expect(await activeReservation(db, reservableCar.id)).toBeDefined();
      expect((await send("/api/checkout/cancel", form({ reservation: reservation.id }), ada)).headers.get("location")).toBe(`${PAGE}?cancelled=1`);
      expect(await activeReservation(db, reservableCar.id)).toBeUndefined();
    });

    it("tells a post that accepts JSON the same outcome as JSON: 201 reserved, 409 taken, 400 bad details, 401 signed out", async () => {
      const { send, form, shopper } = await server(backend);
      const json = { accept: "application/json" };
      const paid = await send("/api/checkout/pay", form({ key: crypto.randomUUID(), card_number: "4242424242424242" }), await shopper("ada@example.com"), json);
      expect(paid.status).toBe(201);
      expect(await paid.json()).toMatchObject({ outcome: "reserved", page: `${PAGE}?reserved=1` });
      const grace = await shopper("grace@example.com");
      const late = await send("/api/checkout/pay", form({ key: crypto.randomUUID(), card_number: "4242424242424242" }), grace, json);
      expect(late.status).toBe(409);
      expect(await late.json()).toMatchObject({ outcome: "taken", message: "Sorry, this vehicle is already reserved by another shopper." });
      expect((await send("/api/checkout/pay", form({ key: "nope" }), grace, json)).status).toBe(400);
      expect((await send("/api/checkout/pay", form({ key: crypto.randomUUID() }), null, json)).status).toBe(401);
    });

    it("sends a signed-out shopper to sign in, refuses other sites' posts and unknown cars, and asks again for bad details", async () => {
      const { send, form, shopper } = await server(backend);
      const signedOut = await send("/api/checkout/pay", form({ key: crypto.randomUUID() }), null);
      expect(signedOut.headers.get("location")).toBe(`/sign-in?type=checkout&redirect=${encodeURIComponent(PAGE)}`);
      const ada = await shopper("ada@example.com");
      expect((await send("/api/checkout/pay", form({ key: crypto.randomUUID() }), ada, { origin: "https://evil.example" })).status).toBe(403);
      expect((await send("/api/checkout/pay", form({ car: "no-such-car", key: crypto.randomUUID() }), ada)).status).toBe(404);
      const badDetails: Record<string, string>[] = [{ key: "not-a-key" }, { key: crypto.randomUUID(), name: " " }, { key: crypto.randomUUID(), email: "nope" }];
      for (const fields of badDetails) {
        expect((await send("/api/checkout/pay", form({ card_number: "4242424242424242", ...fields }), ada)).headers.get("location")).toBe(`${PAGE}?problem=details`);
      }
      expect((await send("/api/checkout/confirm", form({ payment: "someone-elses", step: "approved" }), ada)).headers.get("location")).toBe(`${PAGE}?problem=details`);
      expect((await send("/api/checkout/pay", "x".repeat(70_000), ada)).status).toBe(413);
    });

    it("answers a provider that fails with a message to try again, and leaves the car in stock", async () => {
      const { send, form, shopper, db, services } = await server(backend);
      const down: PaymentProvider = { ...testProvider(WEBHOOK_SECRET), confirm: () => Promise.reject(new Error("timed out")) };
      services.payments = { forSite: () => down, named: () => down, stripePublishableKey: null };
      const failed = await send("/api/checkout/pay", form({ key: crypto.randomUUID(), card_number: "4242424242424242" }), await shopper("ada@example.com"));
      expect(failed.headers.get("location")).toBe(`${PAGE}?problem=provider`);
      expect(await activeReservation(db, reservableCar.id)).toBeUndefined();
      expect(await db.selectFrom("payments").select("status").execute()).toEqual([{ status: "created" }]);
    });

    it("takes a provider's webhook only with its signature, within the body limit", async () => {
      const { send } = await server(backend);
      const body = JSON.stringify({ reference: "test_unknown", status: "captured" });
      const signature = `sha256=${createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex")}`;
      const hook = (text: string, headers: Record<string, string>, provider = "test") => send("/api/payments/{provider}/webhook", text, null, headers, { provider });
      expect((await hook(body, { "x-test-signature": signature }, "nope")).status).toBe(404);
      expect((await hook(body, { "x-test-signature": "sha256=forged" })).status).toBe(400);
      expect(await (await hook(body, { "x-test-signature": signature })).json()).toEqual({ received: true, known: false });
      expect((await hook("x".repeat(70_000), { "x-test-signature": signature })).status).toBe(413);
    });
  });
});
