/** The bounds of an online payment against a dealer's reference, in dollars: a deposit top-up up to a large invoice. */
export const ONLINE_PAYMENT_BOUNDS = { min: 1, max: 20000 } as const;

export const AMOUNT_UNREADABLE = "Please enter an amount in dollars, like 250 or 1,250.50.";

/** Spec §5's bound wording ('Cannot be less than {min} or more than {max}') with the amounts as prices. */
export const AMOUNT_OUT_OF_BOUNDS = `Cannot be less than $${ONLINE_PAYMENT_BOUNDS.min.toLocaleString("en-AU")} or more than $${ONLINE_PAYMENT_BOUNDS.max.toLocaleString("en-AU")}`;

/**
 * The amount a shopper typed ('$1,250.50', '250') in cents, within the bounds; the message to show otherwise.
 * Whole cents only: the server pays exactly what it read, never a figure the browser computed.
 */
export function paymentAmountCents(text: string): { cents: number } | { message: string } {
  const cleaned = text.trim().replace(/^\$\s*/, "");
  if (!/^(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,9})(?:\.[0-9]{1,2})?$/.test(cleaned)) return { message: AMOUNT_UNREADABLE };
  const [dollars, cents = ""] = cleaned.replaceAll(",", "").split(".");
  const total = Number(dollars) * 100 + Number(cents.padEnd(2, "0"));
  if (total < ONLINE_PAYMENT_BOUNDS.min * 100 || total > ONLINE_PAYMENT_BOUNDS.max * 100) return { message: AMOUNT_OUT_OF_BOUNDS };
  return { cents: total };
}
