import { loanRepayment } from "./amortisation.ts";
import type { FeeSchedule } from "./fees.ts";

/** Spec §9 finance estimate: 5 year term, 10.0% deposit, 30% final payment; monthly = weekly x 4.33. */
export const FINANCE_ESTIMATE_BASIS = {
  years: 5,
  depositPercent: 10,
  finalPaymentPercent: 30,
  weeksPerMonth: 4.33,
} as const;

export interface FinanceEstimate {
  weekly: number;
  monthly: number;
  deposit: number;
  finalPayment: number;
  years: number;
}

/** The weekly repayment on the estimate's basis (10.0% deposit, 30% final payment) for a price over `years`. */
export function basisWeeklyRepayment(price: number, annualRate: number, years: number, fees?: FeeSchedule): number {
  const deposit = (price * FINANCE_ESTIMATE_BASIS.depositPercent) / 100;
  const residual = (price * FINANCE_ESTIMATE_BASIS.finalPaymentPercent) / 100;
  return loanRepayment({ price, deposit, residual, annualRate, years, frequency: "weekly", fees }).payment;
}

/** The sticky bar's and estimate panel's repayment for a price at an annual rate (percent); null without a price. */
export function financeEstimate(price: number, annualRate: number): FinanceEstimate | null {
  if (!(price > 0) || !(annualRate >= 0)) return null;
  const basis = FINANCE_ESTIMATE_BASIS;
  const weekly = basisWeeklyRepayment(price, annualRate, basis.years);
  return {
    weekly,
    monthly: Math.round(weekly * basis.weeksPerMonth * 100) / 100,
    deposit: (price * basis.depositPercent) / 100,
    finalPayment: (price * basis.finalPaymentPercent) / 100,
    years: basis.years,
  };
}
