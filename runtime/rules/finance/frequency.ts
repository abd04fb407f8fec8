/** How often a repayment falls due. */
export type RepaymentFrequency = "weekly" | "fortnightly" | "monthly";

/** Spec §9: weekly 52, fortnightly 26, monthly 12 repayments a year. */
export const PERIODS_PER_YEAR: Readonly<Record<RepaymentFrequency, number>> = {
  weekly: 52,
  fortnightly: 26,
  monthly: 12,
};

export const FREQUENCIES: readonly RepaymentFrequency[] = ["weekly", "fortnightly", "monthly"];

/** The word after the amount: '$146 per week'. */
export const FREQUENCY_UNIT: Readonly<Record<RepaymentFrequency, string>> = {
  weekly: "week",
  fortnightly: "fortnight",
  monthly: "month",
};

export function isFrequency(value: unknown): value is RepaymentFrequency {
  return value === "weekly" || value === "fortnightly" || value === "monthly";
}
