import type { Site } from "../../types/index.ts";
import type { PaymentConfirmation } from "../../payments/payment-provider.ts";
import { openPayment, recordOutcome, type Payment } from "../../payments/payment-store.ts";
import type { Message } from "../../notify/notifier.ts";
import { storeInTransaction } from "../../leads/lead-store.ts";
import { platformLead } from "../../leads/platform-lead.ts";
import { notifyLeadQueued } from "../../leads/delivery-signal.ts";
import { formatCents } from "../../rules/price-display.ts";
import type { CheckoutDeps } from "../checkout-deps.ts";
import { paymentReceipt } from "../receipt.ts";
import type { ShopperDetails } from "../reservation-lead.ts";
import { PURPOSES } from "./online-payment-form.ts";

/** What the shopper is told once the payment is captured, on the page and in the receipt. */
export const PAID_TEXT = "Thank you: your payment is complete. The dealer has been told.";

/** The lead category the dealer's systems file online payments under. */
export const ONLINE_PAYMENT_CATEGORY = "Online Payment";

/** Who pays and what against, kept with the payment (PaymentsTable.details). */
export interface OnlinePaymentDetails extends ShopperDetails {
  reference: string;
  purpose: keyof typeof PURPOSES;
}

export type OnlinePaymentAnswer = { kind: "paid" | "declined" | "extra-step"; payment: Payment };

export interface OnlinePaymentAttempt {
  site: Site;
  accountId: string;
  idempotencyKey: string;
  amountCents: number;
  details: OnlinePaymentDetails;
}

/** Pays an amount against a dealer's reference; the form's key makes one payment however often it is sent. */
export async function payOnline(deps: CheckoutDeps, attempt: OnlinePaymentAttempt, confirmation: PaymentConfirmation): Promise<OnlinePaymentAnswer> {
  const provider = deps.providers.forSite(attempt.site);
  const payment = await openPayment(deps.services.db, provider, {
    siteSlug: attempt.site.slug,
    accountId: attempt.accountId,
    // An online payment is for no car.
    carId: 0,
    idempotencyKey: attempt.idempotencyKey,
    amountCents: attempt.amountCents,
    description: paidFor(attempt.details),
    details: attempt.details,
    now: deps.now(),
  });
  if (payment.status !== "created") return settle(deps, attempt.site, payment);
  const outcome = await provider.confirm(payment.provider_ref, confirmation);
  return settle(deps, attempt.site, (await recordOutcome(deps.services.db, payment, outcome, deps.now())).payment);
}

/** The shopper's answer to the payment's extra confirmation step. */
export async function confirmOnline(deps: CheckoutDeps, site: Site, payment: Payment, step: "approved" | "abandoned"): Promise<OnlinePaymentAnswer> {
  const provider = deps.providers.named(payment.provider);
  if (payment.status !== "requires_action" || !provider) return settle(deps, site, payment);
  const outcome = await provider.confirm(payment.provider_ref, { extraStep: step });
  return settle(deps, site, (await recordOutcome(deps.services.db, payment, outcome, deps.now())).payment);
}

/**
 * An authorised payment is captured at once (nothing waits on it); the capture, the dealer's lead and the shopper's
 * receipt commit together, so both are sent once, by whichever request recorded the capture.
 */
async function settle(deps: CheckoutDeps, site: Site, payment: Payment): Promise<OnlinePaymentAnswer> {
  if (payment.status === "requires_action") return { kind: "extra-step", payment };
  if (payment.status === "captured") return { kind: "paid", payment };
  if (payment.status !== "authorised") return { kind: "declined", payment };
  const outcome = await deps.providers.named(payment.provider)!.capture(payment.provider_ref);
  const captured = await deps.services.db.transaction().execute(async (trx) => {
    const recorded = await recordOutcome(trx, payment, outcome, deps.now());
    if (!recorded.changed) return recorded;
    const details = JSON.parse(payment.details) as OnlinePaymentDetails;
    await storeInTransaction(trx, dealerLead(site, recorded.payment, details, deps.now()));
    const to = details.email ?? details.phone;
    if (to) await deps.services.notifier.send(site, onlinePaymentReceipt(site, recorded.payment, details, to), trx);
    return recorded;
  });
  if (captured.changed) notifyLeadQueued();
  return { kind: "paid", payment: captured.payment };
}

function paidFor(details: OnlinePaymentDetails): string {
  return `${PURPOSES[details.purpose]} ${details.reference}`;
}

function dealerLead(site: Site, payment: Payment, details: OnlinePaymentDetails, now: Date) {
  return platformLead(site, {
    name: details.name,
    email: details.email,
    phone: details.phone,
    category: ONLINE_PAYMENT_CATEGORY,
    payment_reference: payment.provider_ref,
    source: "Website",
    message: `Paid ${formatCents(payment.amount_cents)} AUD online: ${paidFor(details)} (payment reference ${payment.provider_ref}).`,
  }, now);
}

/** The shopper's receipt: what they paid against (the dealer's reference), how much, and the payment reference. */
function onlinePaymentReceipt(site: Site, payment: Payment, details: OnlinePaymentDetails, to: string): Message {
  return paymentReceipt(site, payment, to, { subject: `receipt for your payment against ${paidFor(details)}`, opening: PAID_TEXT, paid: `Paid against ${paidFor(details)}`, notes: [] });
}
