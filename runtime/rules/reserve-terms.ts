import { formatPrice } from "./price-display.ts";

/** Spec §9: the payment marks every payment page shows. */
export const ACCEPTED_PAYMENTS = ["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"] as const;

export interface ReserveTermsInput {
  vehicle: string;
  used: boolean;
  deposit: number;
  holdHours: number;
  returnTerms: { days: number; max_km: number; min_fuel: string } | null;
}

/** Spec §9 reserve terms: $200 deposit, 48-hour hold, 100% refundable; used cars add the money-back guarantee and the group's return terms. */
export function reserveTerms({ vehicle, used, deposit, holdHours, returnTerms }: ReserveTermsInput): string[] {
  const lines = [
    `Reserve this ${vehicle} online with a ${formatPrice(deposit)} deposit.`,
    `We'll hold it for you for ${holdHours} hours.`,
    "Your deposit is 100% refundable.",
  ];
  if (used) lines.push(`Every used ${vehicle} comes with our ${holdHours}-hour money-back guarantee.`);
  if (used && returnTerms) {
    lines.push(
      `Changed your mind? Return it within ${returnTerms.days} days, with no more than ${returnTerms.max_km} km travelled and at least ${returnTerms.min_fuel} of fuel.`,
    );
  }
  lines.push(`We accept ${ACCEPTED_PAYMENTS.slice(0, -1).join(", ")} and ${ACCEPTED_PAYMENTS.at(-1)}.`);
  return lines;
}
