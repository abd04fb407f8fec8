import type { FinanceLender } from "../types/generated/finance-lender.ts";
import { FINANCE_ESTIMATE_BASIS, financeEstimate } from "../rules/finance/finance-estimate.ts";
import type { Random } from "./random.ts";

const TERM_YEARS = FINANCE_ESTIMATE_BASIS.years;

/** Advertised rate ranges (% p.a.) and establishment fees of the providers dealers syndicate finance from. */
const PROVIDERS: Record<string, { rate: readonly [number, number]; fees: number }> = {
  Taurus: { rate: [6.29, 9.99], fees: 1360.5 },
  "360 Finance": { rate: [7.99, 12.99], fees: 0 },
  AusLoans: { rate: [6.49, 11.49], fees: 1300 },
  Manual: { rate: [8.5, 10.5], fees: 0 },
  Angle: { rate: [7.5, 14.5], fees: 395 },
  Powertorque: { rate: [7.99, 11.99], fees: 1300 },
  "Nissan Finance": { rate: [4.99, 8.99], fees: 0 },
  YouX: { rate: [6.49, 13.99], fees: 0 },
  // Sites without a provider of their own show the platform's default finance.
  default: { rate: [6.99, 11.99], fees: 0 },
};

export const FINANCE_PROVIDERS = Object.keys(PROVIDERS).filter((name) => name !== "default");

/**
 * A provider's estimate on the platform's estimate basis (5 years, 10% deposit, 30% final payment), so the
 * teaser, the estimate panel and the sticky bar agree on the same car.
 */
export function financeLender(random: Random, provider: string, price: number): FinanceLender {
  const { rate, fees } = PROVIDERS[provider] ?? PROVIDERS.default!;
  const interestRate = round(rate[0] + random.next() * (rate[1] - rate[0]), 2);
  const comparisonRate = round(interestRate + 0.4 + random.next() * 1.8, 2);
  const estimate = financeEstimate(price, interestRate)!;
  const deposit = Math.round(estimate.deposit);
  const balloon = Math.round(estimate.finalPayment);
  const months = TERM_YEARS * 12;
  // Feeds carry whole-dollar weekly figures; the site shows every repayment in whole dollars too.
  const paymentWeek = Math.round(estimate.weekly);
  const paymentMonth = estimate.monthly;
  // Some feeds omit a figure; eligibility rules must see those gaps.
  const gap = random.next();
  return {
    disclaimer:
      `Estimated repayments for a ${TERM_YEARS} year secured loan with a ${FINANCE_ESTIMATE_BASIS.depositPercent}% deposit and a ` +
      `${FINANCE_ESTIMATE_BASIS.finalPaymentPercent}% final payment at ${interestRate}% p.a. (comparison rate ${comparisonRate}% p.a.). ` +
      `The repayment is an estimate only and subject to ${provider} credit approval; fees and charges apply.`,
    deposit,
    balloon,
    paymentWeek: gap < 0.06 ? null : paymentWeek,
    paymentMonth: gap > 0.94 ? null : paymentMonth,
    totalPayable: Math.round(paymentWeek * TERM_YEARS * 52 + balloon + deposit),
    interestRate,
    comparisonRate: gap >= 0.06 && gap < 0.12 ? null : comparisonRate,
    termYears: TERM_YEARS,
    termMonths: months,
    termWeeks: TERM_YEARS * 52,
    establishmentFees: fees,
    financeProvider: provider,
  };
}

function round(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}
