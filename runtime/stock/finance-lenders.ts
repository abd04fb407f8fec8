import type { FinanceLender } from "../types/generated/finance-lender.ts";
import type { Random } from "./random.ts";

const TERM_YEARS = 5;
const DEPOSIT_SHARE = 0.1;
const BALLOON_SHARE = 0.3;

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
};

export const FINANCE_PROVIDERS = Object.keys(PROVIDERS);

/** A provider's estimate for a 5-year secured loan with 10% deposit and a 30% final payment. */
export function financeLender(random: Random, provider: string, price: number): FinanceLender {
  const { rate, fees } = PROVIDERS[provider] ?? { rate: [7.5, 12.5] as const, fees: 0 };
  const interestRate = round(rate[0] + random.next() * (rate[1] - rate[0]), 2);
  const comparisonRate = round(interestRate + 0.4 + random.next() * 1.8, 2);
  const deposit = Math.round(price * DEPOSIT_SHARE);
  const balloon = Math.round(price * BALLOON_SHARE);
  const months = TERM_YEARS * 12;
  const paymentMonth = round(monthlyRepayment(price - deposit + fees, interestRate, months, balloon), 2);
  const paymentWeek = Math.round((paymentMonth * 12) / 52);
  // Some feeds omit a figure; eligibility rules must see those gaps.
  const gap = random.next();
  return {
    disclaimer:
      `Estimated repayments for a ${TERM_YEARS} year secured loan with a ${DEPOSIT_SHARE * 100}% deposit and a ` +
      `${BALLOON_SHARE * 100}% final payment at ${interestRate}% p.a. (comparison rate ${comparisonRate}% p.a.). ` +
      `The repayment is an estimate only and subject to ${provider} credit approval; fees and charges apply.`,
    deposit,
    balloon,
    paymentWeek: gap < 0.06 ? null : paymentWeek,
    paymentMonth: gap > 0.94 ? null : paymentMonth,
    totalPayable: Math.round(paymentMonth * months + balloon + deposit),
    interestRate,
    comparisonRate: gap >= 0.06 && gap < 0.12 ? null : comparisonRate,
    termYears: TERM_YEARS,
    termMonths: months,
    termWeeks: TERM_YEARS * 52,
    establishmentFees: fees,
    financeProvider: provider,
  };
}

/** Standard amortisation with a final (balloon) payment. */
export function monthlyRepayment(principal: number, ratePercent: number, months: number, balloon: number): number {
  const r = ratePercent / 100 / 12;
  if (r === 0) return (principal - balloon) / months;
  return ((principal - balloon / (1 + r) ** months) * r) / (1 - (1 + r) ** -months);
}

function round(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}
