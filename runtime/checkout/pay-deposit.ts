import type { Car, Site } from "../types/index.ts";
import type { PaymentConfirmation } from "../payments/payment-provider.ts";
import { openPayment, paymentByKey, recordOutcome, type Payment } from "../payments/payment-store.ts";
import { depositCents } from "../rules/reservation-hold.ts";
import { vehicleTitle } from "../rules/vehicle-naming.ts";
import { logError } from "../http/log.ts";
import type { CheckoutDeps } from "./checkout-deps.ts";
import type { ShopperDetails } from "./reservation-lead.ts";
import { reservationReceipt } from "./receipt.ts";
import { activeReservation, reservationOfPayment, type Reservation } from "./reservation-store.ts";
import { reserveCar, type ReservationLeadOf } from "./reserve-car.ts";
import { releaseDeposit } from "./release-deposit.ts";

/** How a deposit attempt ended for the shopper. */
export type CheckoutAnswer =
  | { kind: "reserved"; reservation: Reservation }
  | { kind: "taken" }
  | { kind: "declined"; payment: Payment }
  | { kind: "extra-step"; payment: Payment };

/** The query of the page that shows an answer: the confirmation, what went wrong, or the payment's extra step. */
export function answerQuery(answer: CheckoutAnswer): Record<string, string> {
  if (answer.kind === "reserved") return { reserved: "1" };
  if (answer.kind === "taken") return { problem: "taken" };
  return answer.kind === "declined" ? { problem: "declined", payment: answer.payment.id } : { payment: answer.payment.id };
}

/** One shopper's attempt to reserve one car: the checkout form's key makes its payment once. */
export interface DepositAttempt {
  site: Site;
  car: Car;
  accountId: string;
  idempotencyKey: string;
  shopper: ShopperDetails;
  /** The lead the dealer gets when the car is reserved; the reserve page's own when not given. */
  lead?: ReservationLeadOf;
}

/**
 * The deposit payment of this attempt, created with the provider if it is new (the amount is the site's, never
 * the browser's); a car someone else holds is answered before any payment is made, and the payment this form
 * already made (confirmed in the browser before the car was taken) is released.
 */
export async function openDeposit(deps: CheckoutDeps, attempt: DepositAttempt): Promise<Payment | Exclude<CheckoutAnswer, { payment: Payment }>> {
  const { db } = deps.services;
  const holder = await activeReservation(db, attempt.car.id);
  if (holder?.account_id === attempt.accountId) return { kind: "reserved", reservation: holder };
  if (holder) {
    await releaseEarlierPayment(deps, attempt);
    return { kind: "taken" };
  }
  return openPayment(db, deps.providers.forSite(attempt.site), {
    siteSlug: attempt.site.slug,
    accountId: attempt.accountId,
    carId: attempt.car.id,
    idempotencyKey: attempt.idempotencyKey,
    amountCents: depositCents(attempt.site.vehicle_page.reserve_deposit),
    description: `Reservation deposit: ${vehicleTitle(attempt.car).title} (${attempt.car.stocknum})`,
    details: attempt.shopper,
    now: deps.now(),
  });
}

/**
 * Pays the site's deposit for the car and reserves it. The same form sent twice moves its one payment on from
 * where it stands.
 */
export async function payDeposit(deps: CheckoutDeps, attempt: DepositAttempt, confirmation: PaymentConfirmation): Promise<CheckoutAnswer> {
  const payment = await openDeposit(deps, attempt);
  if ("kind" in payment) return payment;
  if (payment.status !== "created") return settle(deps, attempt, payment);
  const outcome = await deps.providers.named(payment.provider)!.confirm(payment.provider_ref, confirmation);
  return settle(deps, attempt, (await recordOutcome(deps.services.db, payment, outcome, deps.now())).payment);
}

/**
 * The payment an attempt made before its car was taken: a provider confirmed in the browser may have authorised
 * it without the server knowing yet, so the provider is asked, and an authorisation is cancelled.
 */
async function releaseEarlierPayment(deps: CheckoutDeps, attempt: DepositAttempt): Promise<void> {
  const { db } = deps.services;
  let payment = await paymentByKey(db, attempt.site.slug, attempt.idempotencyKey);
  const provider = payment && deps.providers.named(payment.provider);
  if (!payment || !provider || payment.account_id !== attempt.accountId) return;
  if (payment.status === "created") payment = (await recordOutcome(db, payment, await provider.confirm(payment.provider_ref, { cardNumber: "" }), deps.now())).payment;
  await releaseDeposit(db, deps.providers, payment, deps.now());
}

/** The shopper's answer to the extra confirmation step of a payment that asked for one. */
export async function confirmExtraStep(deps: CheckoutDeps, attempt: DepositAttempt, payment: Payment, step: "approved" | "abandoned"): Promise<CheckoutAnswer> {
  const provider = deps.providers.named(payment.provider);
  if (payment.status !== "requires_action" || !provider) return settle(deps, attempt, payment);
  const outcome = await provider.confirm(payment.provider_ref, { extraStep: step });
  return settle(deps, attempt, (await recordOutcome(deps.services.db, payment, outcome, deps.now())).payment);
}

async function settle(deps: CheckoutDeps, attempt: DepositAttempt, payment: Payment): Promise<CheckoutAnswer> {
  switch (payment.status) {
    case "requires_action":
      return { kind: "extra-step", payment };
    case "authorised":
      return complete(deps, attempt, payment);
    case "cancelled":
      return { kind: "taken" };
    case "captured":
    case "refunded": {
      const reservation = await reservationOfPayment(deps.services.db, payment.id);
      return reservation ? { kind: "reserved", reservation } : { kind: "taken" };
    }
    default:
      return { kind: "declined", payment };
  }
}

/** An authorised deposit: reserve the car, then capture; a shopper who lost the car has the authorisation cancelled. */
async function complete(deps: CheckoutDeps, attempt: DepositAttempt, payment: Payment): Promise<CheckoutAnswer> {
  const { db, stock, notifier } = deps.services;
  const result = await reserveCar(db, stock, { site: attempt.site, carId: attempt.car.id, payment, shopper: attempt.shopper, now: deps.now(), lead: attempt.lead });
  if (result.kind === "taken") {
    await releaseDeposit(db, deps.providers, payment, deps.now());
    return result;
  }
  const provider = deps.providers.named(payment.provider)!;
  try {
    const captured = await recordOutcome(db, payment, await provider.capture(payment.provider_ref), deps.now());
    const to = attempt.shopper.email ?? attempt.shopper.phone;
    if (captured.changed && to) await notifier.send(attempt.site, reservationReceipt(attempt.site, attempt.car, captured.payment, result.reservation, to));
  } catch (error) {
    // The car is the shopper's either way; an authorisation not yet captured is released when the hold ends.
    logError(`capture of payment ${payment.id} failed`, error);
  }
  return result;
}
