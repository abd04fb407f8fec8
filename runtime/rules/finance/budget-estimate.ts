/** Spec §9 budget search constants. */
export const BUDGET = {
  defaults: { weekly: 200, monthly: 600, deposit: 2000 },
  min: 0,
  max: 1_000_000,
  years: 5,
  /** The price slider's maximum when the search has no price statistics. */
  fallbackMaxPrice: 100_000,
  slider: { min: 5000, max: 250_000, step: 500 },
} as const;

export type BudgetFrequency = "weekly" | "monthly";

/** Spec §5: a budget input that is not a number becomes 0; anything else is clamped to 0..1,000,000. */
export function budgetInput(value: unknown): number {
  const number = typeof value === "number" ? value : Number(String(value ?? "").replace(/[$,\s]/g, ""));
  if (!Number.isFinite(number)) return 0;
  return Math.min(BUDGET.max, Math.max(BUDGET.min, number));
}

export interface BudgetEstimate {
  repayment: number;
  deposit: number;
  /** The most a shopper can spend: repayments over the term plus the deposit. */
  maxPrice: number;
  years: number;
}

/** Spec §9: budget = repayment x 52 (weekly) or 12 (monthly) x 5 years + deposit. Indicative only. */
export function budgetEstimate(frequency: BudgetFrequency, repayment: unknown, deposit: unknown): BudgetEstimate {
  const perPeriod = budgetInput(repayment);
  const upfront = budgetInput(deposit);
  const periods = (frequency === "weekly" ? 52 : 12) * BUDGET.years;
  return { repayment: perPeriod, deposit: upfront, maxPrice: perPeriod * periods + upfront, years: BUDGET.years };
}
