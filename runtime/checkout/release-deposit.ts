import { subHours } from "date-fns";
import type { Database } from "../types/services.ts";
import type { PaymentProviders } from "../payments/payment-providers.ts";
import { findPayment, recordOutcome, type Payment } from "../payments/payment-store.ts";
import { logError } from "../http/log.ts";

/** An authorisation that became no reservation this long ago (the server stopped mid-way) is released. */
const STRANDED_AFTER_HOURS = 1;

/**
 * Gives a deposit back: an authorisation never captured is cancelled, a captured deposit refunded in full
 * (spec §9: 100% refundable). A provider that fails leaves the payment as it was, for the next sweep to retry.
 */
export async function releaseDeposit(db: Database, providers: PaymentProviders, payment: Payment, now: Date): Promise<Payment> {
  const provider = providers.named(payment.provider);
  if (!provider || (payment.status !== "authorised" && payment.status !== "captured")) return payment;
  try {
    const outcome = payment.status === "authorised" ? await provider.cancel(payment.provider_ref) : await provider.refund(payment.provider_ref, payment.amount_cents);
    return (await recordOutcome(db, payment, outcome, now)).payment;
  } catch (error) {
    logError(`deposit release failed for payment ${payment.id}; the next sweep retries it`, error);
    return payment;
  }
}

/** Releases the deposits still held for reservations that ended, and authorisations that became no reservation. */
export async function releaseHeldDeposits(db: Database, providers: PaymentProviders, now: Date): Promise<void> {
  const ended = await db
    .selectFrom("payments")
    .innerJoin("reservations", "reservations.payment_id", "payments.id")
    .select("payments.id")
    .where("reservations.status", "!=", "active")
    .where("payments.status", "in", ["authorised", "captured"])
    .execute();
  const stranded = await db
    .selectFrom("payments")
    .leftJoin("reservations", "reservations.payment_id", "payments.id")
    .select("payments.id")
    .where("reservations.id", "is", null)
    .where("payments.status", "=", "authorised")
    .where("payments.updated_at", "<=", subHours(now, STRANDED_AFTER_HOURS).toISOString())
    .execute();
  for (const { id } of [...ended, ...stranded]) {
    const payment = await findPayment(db, id);
    if (payment) await releaseDeposit(db, providers, payment, now);
  }
}
