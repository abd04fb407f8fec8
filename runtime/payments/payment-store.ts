import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "../types/services.ts";
import type { Tables } from "../storage/tables.ts";
import type { PaymentsTable, PaymentStatus } from "../storage/tables/reservation-tables.ts";
import type { PaymentProvider, ProviderOutcome } from "./payment-provider.ts";

export type Payment = PaymentsTable;
type Writer = Database | Transaction<Tables>;

export interface PaymentRequest {
  siteSlug: string;
  accountId: string;
  carId: number;
  idempotencyKey: string;
  amountCents: number;
  description: string;
  /** Kept with the payment as JSON, for whoever finishes it (see PaymentsTable.details). */
  details: unknown;
  now: Date;
}

/**
 * The payment of this idempotency key: the one created before (a double click, a second tab with the same form),
 * or a new one the provider creates with the same key, so a race between two requests still makes one payment.
 */
export async function openPayment(db: Database, provider: PaymentProvider, request: PaymentRequest): Promise<Payment> {
  const earlier = await paymentByKey(db, request.siteSlug, request.idempotencyKey);
  if (earlier) return earlier;
  const created = await provider.create({ amountCents: request.amountCents, currency: "AUD", idempotencyKey: request.idempotencyKey, description: request.description });
  const at = request.now.toISOString();
  const payment: Payment = {
    id: randomUUID(),
    site_slug: request.siteSlug,
    account_id: request.accountId,
    car_id: request.carId,
    idempotency_key: request.idempotencyKey,
    provider: provider.name,
    provider_ref: created.reference,
    amount_cents: request.amountCents,
    currency: "AUD",
    status: "created",
    failure: null,
    details: JSON.stringify(request.details),
    created_at: at,
    updated_at: at,
  };
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("payments").values(payment).execute();
      await recordEvent(trx, payment.id, "created", payment.provider_ref, request.now);
    });
  } catch (error) {
    const winner = await paymentByKey(db, request.siteSlug, request.idempotencyKey);
    if (winner) return winner;
    throw error;
  }
  return (await recordOutcome(db, payment, created, request.now)).payment;
}

/**
 * Records where the provider says a payment stands. The update is conditional on the state the caller saw, so of
 * two requests moving one payment (a double click) only one is told it `changed` it; a state reached before (a
 * replayed webhook) changes nothing.
 */
export async function recordOutcome(db: Writer, payment: Payment, outcome: ProviderOutcome, now: Date): Promise<{ payment: Payment; changed: boolean }> {
  if (outcome.status === payment.status) return { payment, changed: false };
  const failure = outcome.status === "failed" ? outcome.message : null;
  const updated: Payment = { ...payment, status: outcome.status, failure, updated_at: now.toISOString() };
  const result = await db
    .updateTable("payments")
    .set({ status: updated.status, failure, updated_at: updated.updated_at })
    .where("id", "=", payment.id)
    .where("status", "=", payment.status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    const current = await db.selectFrom("payments").selectAll().where("id", "=", payment.id).executeTakeFirstOrThrow();
    return { payment: current, changed: false };
  }
  await recordEvent(db, payment.id, outcome.status, outcome.reference, now);
  return { payment: updated, changed: true };
}

/** The states a webhook may move a payment on to from each state: providers send events late and out of order. */
const LATER_STATES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  created: ["requires_action", "authorised", "captured", "cancelled", "failed"],
  requires_action: ["authorised", "captured", "cancelled", "failed"],
  // A declined card tried again on the provider's own page can still be authorised.
  failed: ["authorised", "captured", "cancelled"],
  authorised: ["captured", "cancelled"],
  captured: ["refunded"],
  cancelled: [],
  refunded: [],
};

/**
 * A webhook's outcome applied to the payment it names (by the provider's reference); false for an unknown one.
 * An event that would move a payment back (an authorisation reported after its capture) changes nothing.
 */
export async function applyProviderEvent(db: Database, provider: PaymentProvider, outcome: ProviderOutcome, now: Date): Promise<boolean> {
  const payment = await db.selectFrom("payments").selectAll().where("provider", "=", provider.name).where("provider_ref", "=", outcome.reference).executeTakeFirst();
  if (!payment) return false;
  if (LATER_STATES[payment.status].includes(outcome.status)) await recordOutcome(db, payment, outcome, now);
  return true;
}

export function findPayment(db: Database, id: string): Promise<Payment | undefined> {
  return db.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirst();
}

export function paymentByKey(db: Database, siteSlug: string, key: string): Promise<Payment | undefined> {
  return db.selectFrom("payments").selectAll().where("site_slug", "=", siteSlug).where("idempotency_key", "=", key).executeTakeFirst();
}

async function recordEvent(db: Writer, paymentId: string, status: PaymentStatus, reference: string, now: Date): Promise<void> {
  await db
    .insertInto("payment_events")
    .values({ payment_id: paymentId, status, provider_ref: reference, at: now.toISOString() })
    .onConflict((oc) => oc.columns(["payment_id", "status"]).doNothing())
    .execute();
}
