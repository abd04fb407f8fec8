import { NO_FEES, upfrontFees, type FeeSchedule } from "./fees.ts";
import { PERIODS_PER_YEAR, type RepaymentFrequency } from "./frequency.ts";

export interface LoanInput {
  price: number;
  /** Deposit or trade-in, taken off the price. */
  deposit: number;
  /** Balloon / residual owed after the last repayment. */
  residual: number;
  /** Annual interest rate in percent (10 = 10% p.a.). */
  annualRate: number;
  years: number;
  frequency: RepaymentFrequency;
  fees?: FeeSchedule;
  /** Round each repayment up to the next whole dollar (some sites), instead of to the cent. */
  roundUp?: boolean;
}

export interface LoanRepayment {
  /** One repayment, fees included. 0 when nothing is borrowed. */
  payment: number;
  periods: number;
  /** The amount borrowed: price less deposit, plus financed fees. */
  financed: number;
  /** Every repayment plus the residual. */
  totalPayable: number;
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Standard amortisation with an optional balloon: the repayment R that takes the financed amount P to the residual B
 * after n periods at rate r per period: R = (P - B(1+r)^-n) r / (1 - (1+r)^-n), or (P - B) / n at 0%.
 */
export function loanRepayment(input: LoanInput): LoanRepayment {
  const fees = input.fees ?? NO_FEES;
  const perYear = PERIODS_PER_YEAR[input.frequency];
  const periods = Math.max(1, Math.round(input.years * perYear));
  const borrowed = Math.max(0, input.price - input.deposit);
  if (borrowed === 0) return { payment: 0, periods, financed: 0, totalPayable: 0 };
  const financed = borrowed + upfrontFees(fees);
  const residual = Math.min(Math.max(0, input.residual), financed);
  const rate = input.annualRate / 100 / perYear;
  const discount = Math.pow(1 + rate, -periods);
  const interestAndPrincipal = rate === 0
    ? (financed - residual) / periods
    : ((financed - residual * discount) * rate) / (1 - discount);
  // The account fee is monthly whatever the repayment frequency: spread it over the periods of a year.
  const raw = interestAndPrincipal + (fees.monthlyAccount * 12) / perYear;
  const payment = input.roundUp ? Math.ceil(roundCents(raw)) : roundCents(raw);
  return { payment, periods, financed, totalPayable: roundCents(payment * periods + residual) };
}
