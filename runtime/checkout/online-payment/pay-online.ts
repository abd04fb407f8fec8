import type { Site } from "../../types/index.ts";
import type { PaymentConfirmation } from "../../payments/payment-provider.ts";
import { openPayment, recordOutcome, type Payment } from "../../payments/payment-store.ts";
import { storeLead } from "../../leads/lead-store.ts";
import { platformLead } from "../../leads/platform-lead.ts";
import { notifyLeadQueued } from "../../leads/delivery-signal.ts";
import { formatCents } from "../../rules/price-display.ts";
import type { CheckoutDeps } from "../checkout-deps.ts";
import { PURPOSES } from "./online-payment-form.ts";

/** The lead category the dealer's systems file online payments under. */
export const ONLINE_PAYMENT_CATEGORY = "Online Payment";

/** What the shopper pays against, kept with the payment (PaymentsTable.details). */
export interface OnlinePaymentDetails {
  reference: string;
  purpose: keyof typeof PURPOSES;
  name: string;
  email: string | null;
  phone: string | null;
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
    description: `${PURPOSES[attempt.details.purpose]} ${attempt.details.reference}`,
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

/** An authorised payment is captured at once (nothing waits on it), and the dealer told once, with its reference. */
async function settle(deps: CheckoutDeps, site: Site, payment: Payment): Promise<OnlinePaymentAnswer> {
  if (payment.status === "requires_action") return { kind: "extra-step", payment };
  if (payment.status === "captured") return { kind: "paid", payment };
  if (payment.status !== "authorised") return { kind: "declined", payment };
  const provider = deps.providers.named(payment.provider)!;
  const captured = await recordOutcome(deps.services.db, payment, await provider.capture(payment.provider_ref), deps.now());
  if (captured.changed) await tellDealer(deps, site, captured.payment);
  return { kind: "paid", payment: captured.payment };
}

async function tellDealer(deps: CheckoutDeps, site: Site, payment: Payment): Promise<void> {
  const details = JSON.parse(payment.details) as OnlinePaymentDetails;
  await storeLead(deps.services.db, platformLead(site, {
    name: details.name,
    ...(details.email ? { email: details.email } : {}),
    ...(details.phone ? { phone: details.phone } : {}),
    category: ONLINE_PAYMENT_CATEGORY,
    payment_reference: payment.provider_ref,
    source: "Website",
    message: `Paid ${formatCents(payment.amount_cents)} AUD online: ${PURPOSES[details.purpose]} ${details.reference} (payment reference ${payment.provider_ref}).`,
  }, deps.now()));
  notifyLeadQueued();
}
