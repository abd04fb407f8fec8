// Types only: the reserve block's browser code imports them (through runtime/kit/checkout.ts).
import type { PhotoImage } from "../rules/photo-sources.ts";

/** What the reserve page shows of the car and the site's reserve terms. */
export interface CheckoutCar {
  slug: string;
  title: string;
  subtitle: string;
  /** The car's price as the site displays it ('$27,990', or the no-price text). */
  price: string;
  image: PhotoImage | null;
  path: string;
}

/** Where the shopper's reservation of this car stands. */
export type CheckoutState =
  /**
   * The deposit form, prefilled from the account; `key` makes one payment of however many posts. `stripe`: the
   * site takes payments with Stripe, whose card fields Stripe.js shows (null: the test provider's card form).
   */
  | { kind: "form"; key: string; shopper: { name: string; email: string; phone: string }; stripe: { publishableKey: string } | null }
  /** The payment asked for an extra confirmation step (the test provider's stand-in for the bank's). */
  | { kind: "extra-step"; paymentId: string }
  | { kind: "reserved"; reservationId: string; reference: string; amount: string; until: string }
  /** Another shopper holds the car, or it is no longer for sale. */
  | { kind: "unavailable"; message: string };

export interface CheckoutPageData {
  car: CheckoutCar;
  /** The site's reserve terms (spec §9): deposit, hold, refund, guarantee, accepted payments. */
  terms: string[];
  deposit: string;
  /** What the last action came to: a decline, a cancelled reservation... */
  notice: { tone: "problem" | "done"; text: string } | null;
  state: CheckoutState;
}
