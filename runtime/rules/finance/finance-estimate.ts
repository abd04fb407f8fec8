import { loanRepayment } from "./amortisation.ts";

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

/** The sticky bar's and estimate panel's repayment for a price at an annual rate (percent); null without a price. */
export function financeEstimate(price: number, annualRate: number): FinanceEstimate | null {
  if (!(price > 0) || !(annualRate >= 0)) return null;
  const basis = FINANCE_ESTIMATE_BASIS;
  const deposit = (price * basis.depositPercent) / 100;
  const finalPayment = (price * basis.finalPaymentPercent) / 100;
  const { payment } = loanRepayment({
    price,
    deposit,
    residual: finalPayment,
    annualRate,
    years: basis.years,
    frequency: "weekly",
  });
  return {
    weekly: payment,
    monthly: Math.round(payment * basis.weeksPerMonth * 100) / 100,
    deposit,
    finalPayment,
    years: basis.years,
  };
}
