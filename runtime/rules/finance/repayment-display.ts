import type { LoanRepayment } from "./amortisation.ts";
import { formatMoney } from "./format.ts";
import { FREQUENCY_UNIT, type RepaymentFrequency } from "./frequency.ts";

/** Spec §5: a repayment of 25 or less is not a real offer. */
export const MIN_SHOWN_REPAYMENT = 25;
export const ENQUIRE_FOR_FINANCE = "Enquire for Finance";

export interface RepaymentDisplay {
  /** '$147' or 'Enquire for Finance'. */
  payment: string;
  /** 'per week', or empty with 'Enquire for Finance'. */
  per: string;
  /** '$38,220', blank with 'Enquire for Finance'. */
  total: string;
  enquire: boolean;
}

/** What the calculator shows for a computed loan; weekly payments in whole dollars (spec §9). */
export function repaymentDisplay(loan: LoanRepayment, frequency: RepaymentFrequency): RepaymentDisplay {
  if (loan.payment <= MIN_SHOWN_REPAYMENT) {
    return { payment: ENQUIRE_FOR_FINANCE, per: "", total: "", enquire: true };
  }
  return {
    payment: formatMoney(loan.payment),
    per: `per ${FREQUENCY_UNIT[frequency]}`,
    total: formatMoney(loan.totalPayable),
    enquire: false,
  };
}
