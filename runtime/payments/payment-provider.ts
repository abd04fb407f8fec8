import type { PaymentStatus } from "../storage/tables/reservation-tables.ts";

/** A payment to create: the amount in cents, always computed by the server. */
export interface NewPayment {
  amountCents: number;
  currency: "AUD";
  /** The same key creates the same payment once, however often it is sent (double clicks, retries). */
  idempotencyKey: string;
  description: string;
}

/**
 * What the shopper did on the payment step: card details (the test provider's form; a provider confirmed in the
 * browser is only asked where the payment stands) or the extra confirmation.
 */
export type PaymentConfirmation = { cardNumber: string } | { extraStep: "approved" | "abandoned" };

/** Where the provider says a payment stands, with its reference; a failure carries the shopper's message. */
export type ProviderOutcome =
  | { status: Exclude<PaymentStatus, "failed">; reference: string }
  | { status: "failed"; reference: string; message: string };

/**
 * One payment provider, chosen per site (`payments.provider`). Deposits are authorised first and captured only
 * once the car is the shopper's, so a shopper who loses the car is never charged.
 */
export interface PaymentProvider {
  readonly name: string;
  create(payment: NewPayment): Promise<ProviderOutcome>;
  confirm(reference: string, confirmation: PaymentConfirmation): Promise<ProviderOutcome>;
  capture(reference: string): Promise<ProviderOutcome>;
  /** Releases an authorisation that was never captured. */
  cancel(reference: string): Promise<ProviderOutcome>;
  refund(reference: string, amountCents: number): Promise<ProviderOutcome>;
  /**
   * What the shopper's browser needs to confirm the payment with the provider itself (Stripe.js's client
   * secret), for a provider that takes card details on its own fields so they never reach our server.
   */
  clientSecret?(reference: string): Promise<string>;
  /** The state change a provider's webhook reports, when its signature holds; null for anything else. */
  verifyWebhook(body: string, headers: Headers): ProviderOutcome | null;
}
