import type { Database } from "../types/services.ts";
import type { Services } from "../types/index.ts";
import { findPayment, recordOutcome } from "../payments/payment-store.ts";
import { endReservation } from "../checkout/end-reservation.ts";
import { releaseDeposit } from "../checkout/release-deposit.ts";
import { logError } from "../http/log.ts";
import { recordAudit } from "./audit-log.ts";
import type { SiteReservation } from "./reservation-list.ts";
import type { Staff } from "./staff-store.ts";

/** What a deposit action did: done, not possible in the state it is in, or the provider did not do it. */
export type DepositOutcome = "done" | "not-now" | "provider-failed";
export type DepositAction = "capture" | "release" | "refund";

/** Whether an action makes sense now: capture an authorisation, release a car still held, refund a captured deposit. */
export function depositActionAllowed(action: DepositAction, { reservation, payment }: SiteReservation): boolean {
  if (action === "capture") return payment.status === "authorised";
  if (action === "release") return reservation.status === "active" && payment.status !== "captured";
  return payment.status === "captured";
}

const stateOf = (reservation: string, payment: string) => ({ reservation, payment });

/**
 * A member of staff's capture, release or refund of a reservation's deposit, through the site's payment
 * provider, audited with the states before and after. Release and refund end a reservation still held the way
 * an expired hold ends (the car back on sale through the stock repository, the deposit cancelled or refunded in
 * full); a refund of a reservation already ended gives back just the deposit.
 */
export async function handleDeposit(services: Pick<Services, "db" | "stock" | "payments">, staff: Staff, held: SiteReservation, action: DepositAction, now: Date): Promise<DepositOutcome> {
  if (!depositActionAllowed(action, held)) return "not-now";
  const { reservation, payment } = held;
  const before = stateOf(reservation.status, payment.status);
  const audit = (db: Database, after: ReturnType<typeof stateOf>) =>
    recordAudit(db, { siteSlug: staff.site_slug, actor: staff.email, action: `reservation.${action}`, subject: reservation.id, before, after }, now);

  if (action === "capture") {
    const provider = services.payments.named(payment.provider);
    if (!provider) return "provider-failed";
    let outcome;
    try {
      outcome = await provider.capture(payment.provider_ref);
    } catch (error) {
      logError(`console capture of payment ${payment.id} failed`, error);
      return "provider-failed";
    }
    const captured = await services.db.transaction().execute(async (trx) => {
      const recorded = await recordOutcome(trx, payment, outcome, now);
      if (recorded.changed) await audit(trx, stateOf(reservation.status, recorded.payment.status));
      return recorded.payment;
    });
    return captured.status === "captured" ? "done" : "provider-failed";
  }

  const { db, stock, payments } = services;
  const ended = reservation.status === "active" ? await endReservation(db, stock, payments, reservation.id, "cancelled", now) : null;
  if (reservation.status !== "active") await releaseDeposit(db, payments, payment, now);
  const after = (await findPayment(db, payment.id)) ?? payment;
  if (reservation.status === "active" && !ended) return "not-now";
  await audit(db, stateOf(ended?.status ?? reservation.status, after.status));
  return after.status === "cancelled" || after.status === "refunded" ? "done" : "provider-failed";
}
