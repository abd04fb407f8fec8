/** A lender's fees. One-off fees are financed with the loan; the account fee is charged every month. */
export interface FeeSchedule {
  establishment: number;
  securityRegistration: number;
  agency: number;
  monthlyAccount: number;
}

export const NO_FEES: FeeSchedule = { establishment: 0, securityRegistration: 0, agency: 0, monthlyAccount: 0 };

export function upfrontFees(fees: FeeSchedule): number {
  return fees.establishment + fees.securityRegistration + fees.agency;
}
