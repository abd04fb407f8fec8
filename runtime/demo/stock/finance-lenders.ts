import type { FinanceLender } from "../../types/generated/finance-lender.ts";
import { financeConfiguration } from "../../finance/providers.ts";
import { findProvider } from "../../finance/site-finance.ts";
import { calculatorSettings } from "../../rules/finance/calculator-settings.ts";
import { FINANCE_ESTIMATE_BASIS, financeEstimate } from "../../rules/finance/finance-estimate.ts";
import type { Random } from "./random.ts";

const TERM_YEARS = FINANCE_ESTIMATE_BASIS.years;
/** How far above its advertised rate a provider prices a car, in percentage points. */
const RISK_LOADING = 3;
/** Spread of the comparison rate above the provider's own advertised-to-comparison margin, in percentage points. */
const COMPARISON_SPREAD = 0.8;

export const FINANCE_PROVIDERS = financeConfiguration.providers.map((provider) => provider.name);

/**
 * A provider's estimate on the platform's estimate basis (5 years, 10% deposit, 30% final payment), so the
 * teaser, the estimate panel and the sticky bar agree on the same car. Rates start at the provider's advertised
 * rate and stay inside its calculator's interest bounds; the establishment fee is the provider's.
 */
export function financeLender(random: Random, provider: string, price: number): FinanceLender {
  const config = findProvider(provider, financeConfiguration) ?? financeConfiguration.defaultProvider;
  const calculator = calculatorSettings([config.calculator]);
  const margin = config.rates.comparison - config.rates.advertised;
  const interestRate = round(Math.min(calculator.interest.max, config.rates.advertised + random.next() * RISK_LOADING), 2);
  const comparisonRate = round(interestRate + margin + random.next() * COMPARISON_SPREAD, 2);
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
    establishmentFees: calculator.fees.establishment,
    financeProvider: provider,
  };
}

function round(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}
