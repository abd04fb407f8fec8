import { describe, expect, it } from "vitest";
import { addHours } from "date-fns";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { checkoutDatabase, checkoutDeps, reservableCar, shopperAttempt, WEBHOOK_SECRET } from "../../tests/kit/checkout/checkout-fixtures.ts";
import type { Database } from "../types/services.ts";
import { TEST_CARDS, DECLINED, STEP_ABANDONED } from "../payments/test-provider.ts";
import { testProvider } from "../payments/test-provider.ts";
import { applyProviderEvent, findPayment } from "../payments/payment-store.ts";
import { payDeposit, confirmExtraStep } from "./pay-deposit.ts";
import { endReservation } from "./end-reservation.ts";
import { sweepHolds } from "./hold-expiry.ts";
import { RESERVATION_CATEGORY } from "./reservation-lead.ts";
import { shopperReservations } from "./shopper-reservations.ts";
import { shopperEnquiries } from "../accounts/sent-enquiries.ts";

const card = (cardNumber: string) => ({ cardNumber });
const history = async (db: Database, paymentId: string) =>
  (await db.selectFrom("payment_events").select("status").where("payment_id", "=", paymentId).execute()).map((row) => row.status).sort();
const carReserved = async (db: Database) => (await db.selectFrom("cars").select("data").where("id", "=", reservableCar.id).executeTakeFirstOrThrow()).data.includes('"reserved":true');
const reservations = (db: Database) => db.selectFrom("reservations").selectAll().execute();

describe("reserving a car with a deposit (issue 21 §1, §2)", () => {
  forEachBackend((backend) => {
    it("the success card reserves the car, captures the $200 deposit, tells the dealer and sends a receipt", async () => {
      const { dbs: [db] } = await checkoutDatabase(backend);
      const deps = checkoutDeps(db!, { now: new Date("2026-12-05T00:00:00Z") });
      const attempt = await shopperAttempt(db!, "ada@example.com");
      const answer = await payDeposit(deps, attempt, card("4242 4242 4242 4242"));
      expect(answer.kind).toBe("reserved");
      if (answer.kind !== "reserved") return;
      expect(answer.reservation.expires_at).toBe("2026-12-07T00:00:00.000Z");
      const payment = (await findPayment(db!, answer.reservation.payment_id))!;
      expect(payment).toMatchObject({ status: "captured", amount_cents: 20_000, currency: "AUD", provider: "test" });
      expect(await history(db!, payment.id)).toEqual(["authorised", "captured", "created"]);
      expect(await carReserved(db!)).toBe(true);
      expect((await deps.services.stock.getById(reservableCar.id))?.reserved).toBe(true);
      const lead = await db!.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
      expect(lead.category).toBe(RESERVATION_CATEGORY);
      expect(JSON.parse(lead.payload)).toMatchObject({ category: RESERVATION_CATEGORY, payment_reference: payment.provider_ref, car_id: reservableCar.id });
      const receipt = await db!.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
      expect(receipt.destination).toBe("ada@example.com");
      expect(receipt.body).toContain(payment.provider_ref);
      expect(receipt.body).toContain("07/12/2026 10:00 am");

      // The shopper's garage lists the reservation with its hold end, and the dealer's lead as an enquiry sent.
      const garage = { services: deps.services, site: attempt.site, user: { id: attempt.accountId } } as Parameters<typeof shopperReservations>[0];
      expect(await shopperReservations(garage)).toEqual([
        { id: answer.reservation.id, car: { name: expect.any(String), path: `/cars/${reservableCar.slug}/checkout` }, status: "Reserved for you", holdEnd: "07/12/2026 10:00 am", active: true },
      ]);
      expect(await shopperEnquiries(garage)).toMatchObject([{ id: lead.id, subject: RESERVATION_CATEGORY, car: { slug: reservableCar.slug } }]);
    });

    it("a declined card says so, takes nothing and leaves the car in stock", async () => {
      const { dbs: [db] } = await checkoutDatabase(backend);
      const deps = checkoutDeps(db!, { now: new Date("2026-12-05T00:00:00Z") });
      const answer = await payDeposit(deps, await shopperAttempt(db!, "ada@example.com"), card(TEST_CARDS.declined));
      expect(answer).toMatchObject({ kind: "declined", payment: { status: "failed", failure: DECLINED } });
      expect(await reservations(db!)).toEqual([]);
      expect(await carReserved(db!)).toBe(false);
    });

    it("the extra-confirmation card waits for the step: approved reserves, abandoned takes nothing", async () => {
      const { dbs: [db] } = await checkoutDatabase(backend);
      const deps = checkoutDeps(db!, { now: new Date("2026-12-05T00:00:00Z") });
      const first = await shopperAttempt(db!, "ada@example.com");
      const abandoned = await payDeposit(deps, first, card(TEST_CARDS.extraStep));
      expect(abandoned.kind).toBe("extra-step");
      if (abandoned.kind !== "extra-step") return;
      expect(await confirmExtraStep(deps, first, abandoned.payment, "abandoned")).toMatchObject({ kind: "declined", payment: { failure: STEP_ABANDONED } });
      expect(await carReserved(db!)).toBe(false);

      const second = { ...first, idempotencyKey: crypto.randomUUID() };
      const waiting = await payDeposit(deps, second, card(TEST_CARDS.extraStep));
      if (waiting.kind !== "extra-step") throw new Error(`expected the extra step, got ${waiting.kind}`);
      expect((await confirmExtraStep(deps, second, waiting.payment, "approved")).kind).toBe("reserved");
      expect(await carReserved(db!)).toBe(true);
    });

    it("of two shoppers on two servers exactly one wins; the other hears 'taken' and their authorisation is cancelled", async () => {
      // One process owns a SQLite file; on PostgreSQL two servers share the database.
      const { dbs } = await checkoutDatabase(backend, backend.name === "postgres" ? 2 : 1);
      const clock = { now: new Date("2026-12-05T00:00:00Z") };
      const attempts = [await shopperAttempt(dbs[0]!, "ada@example.com"), await shopperAttempt(dbs[0]!, "grace@example.com")];
      const servers = attempts.map((_, i) => checkoutDeps(dbs[i % dbs.length]!, clock));
      for (let round = 0; round < 3; round += 1) {
        const keys = attempts.map(() => crypto.randomUUID());
        const answers = await Promise.all(attempts.map((attempt, i) => payDeposit(servers[i]!, { ...attempt, idempotencyKey: keys[i]! }, card(TEST_CARDS.succeeds))));
        expect(answers.map((answer) => answer.kind).sort()).toEqual(["reserved", "taken"]);
        const active = (await reservations(dbs[0]!)).filter((row) => row.status === "active");
        expect(active).toHaveLength(1);
        // The loser's payment was authorised then cancelled, or never confirmed when the winner had already committed.
        const payments = await dbs[0]!.selectFrom("payments").select(["id", "status"]).where("idempotency_key", "in", keys).execute();
        const winner = payments.find((payment) => payment.id === active[0]!.payment_id)!;
        expect(winner.status).toBe("captured");
        expect(payments.filter((payment) => payment !== winner).map((payment) => payment.status)).toEqual(payments.length === 2 ? ["cancelled"] : []);
        await endReservation(dbs[0]!, servers[0]!.services.stock, servers[0]!.providers, active[0]!.id, "cancelled", clock.now);
      }
      expect(await dbs[0]!.selectFrom("leads").select("id").execute()).toHaveLength(3);
    });

    it("a double click pays once, reserves once and sends one receipt", async () => {
      const { dbs: [db] } = await checkoutDatabase(backend);
      const deps = checkoutDeps(db!, { now: new Date("2026-12-05T00:00:00Z") });
      const attempt = await shopperAttempt(db!, "ada@example.com");
      const answers = await Promise.all([payDeposit(deps, attempt, card(TEST_CARDS.succeeds)), payDeposit(deps, attempt, card(TEST_CARDS.succeeds))]);
      expect(answers.map((answer) => answer.kind)).toEqual(["reserved", "reserved"]);
      expect(await db!.selectFrom("payments").select("status").execute()).toEqual([{ status: "captured" }]);
      expect(await reservations(db!)).toHaveLength(1);
      expect(await db!.selectFrom("outbox").select("id").execute()).toHaveLength(1);
    });

    it("the hold ends after 48 hours on the test clock, after a restart too: the car returns to stock, the deposit is refunded", async () => {
      const { dbs: [db] } = await checkoutDatabase(backend);
      const clock = { now: new Date("2026-12-05T00:00:00Z") };
      const answer = await payDeposit(checkoutDeps(db!, clock), await shopperAttempt(db!, "ada@example.com"), card(TEST_CARDS.succeeds));
      if (answer.kind !== "reserved") throw new Error("expected a reservation");
      // A new server on the same database (a restart) sweeps: nothing is due before the hold ends.
      const restarted = checkoutDeps(db!, clock);
      const sweep = { db: db!, stock: restarted.services.stock, providers: restarted.providers };
      expect(await sweepHolds(sweep, addHours(clock.now, 47))).toBe(0);
      expect(await carReserved(db!)).toBe(true);
      expect(await sweepHolds(sweep, addHours(clock.now, 48))).toBe(1);
      expect(await reservations(db!)).toMatchObject([{ status: "expired" }]);
      expect(await carReserved(db!)).toBe(false);
      expect(await findPayment(db!, answer.reservation.payment_id)).toMatchObject({ status: "refunded" });
      expect(await sweepHolds(sweep, addHours(clock.now, 49))).toBe(0);
    });

    it("the shopper cancels within the hold: the car returns to stock and the deposit is refunded once", async () => {
      const { dbs: [db] } = await checkoutDatabase(backend);
      const clock = { now: new Date("2026-12-05T00:00:00Z") };
      const deps = checkoutDeps(db!, clock);
      const answer = await payDeposit(deps, await shopperAttempt(db!, "ada@example.com"), card(TEST_CARDS.succeeds));
      if (answer.kind !== "reserved") throw new Error("expected a reservation");
      const ends = await Promise.all([1, 2].map(() => endReservation(db!, deps.services.stock, deps.providers, answer.reservation.id, "cancelled", clock.now)));
      expect(ends.filter(Boolean)).toHaveLength(1);
      expect(await carReserved(db!)).toBe(false);
      expect(await history(db!, answer.reservation.payment_id)).toEqual(["authorised", "captured", "created", "refunded"]);
    });

    it("a provider's webhook is applied once however often it is replayed, and a forged one is refused", async () => {
      const { dbs: [db] } = await checkoutDatabase(backend);
      const deps = checkoutDeps(db!, { now: new Date("2026-12-05T00:00:00Z") });
      const answer = await payDeposit(deps, await shopperAttempt(db!, "ada@example.com"), card(TEST_CARDS.declined));
      if (answer.kind !== "declined") throw new Error("expected a decline");
      const provider = testProvider(WEBHOOK_SECRET);
      const { createHmac } = await import("node:crypto");
      const body = JSON.stringify({ reference: answer.payment.provider_ref, status: "failed" });
      const signed = new Headers({ "x-test-signature": `sha256=${createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex")}` });
      expect(provider.verifyWebhook(body, new Headers({ "x-test-signature": "sha256=00" }))).toBeNull();
      const event = provider.verifyWebhook(body, signed)!;
      for (let i = 0; i < 3; i += 1) expect(await applyProviderEvent(db!, provider, event, deps.now())).toBe(true);
      expect(await history(db!, answer.payment.id)).toEqual(["created", "failed"]);
    });
  });
});
