import { loanRepayment } from "../rules/finance/amortisation.ts";
import { FINANCE_ESTIMATE_BASIS } from "../rules/finance/finance-estimate.ts";
import type { QuoteRequest } from "../types/generated/quote-request.ts";
import type { FinanceProvider } from "./provider-types.ts";

export interface QuoteAnswer {
  weeklyRepaymentAmount: number;
  advertisedRate: number;
  comparisonRate: number;
}

/**
 * The platform's quote engine: the provider's rates for the shopper's credit score, and the weekly repayment on the
 * estimate's basis (10.0% deposit, 30% final payment) over the requested term. Null for a score the provider does
 * not rate.
 */
export function quoteFor(provider: FinanceProvider, request: Pick<QuoteRequest, "selfAssessedCreditScore" | "purchasePrice" | "loanTerm">): QuoteAnswer | null {
  const rates = provider.quoteRates?.[request.selfAssessedCreditScore];
  if (!rates) return null;
  const price = request.purchasePrice;
  const { payment } = loanRepayment({
    price,
    deposit: (price * FINANCE_ESTIMATE_BASIS.depositPercent) / 100,
    residual: (price * FINANCE_ESTIMATE_BASIS.finalPaymentPercent) / 100,
    annualRate: rates.advertised,
    years: request.loanTerm,
    frequency: "weekly",
    fees: provider.calculator.fees,
  });
  return { weeklyRepaymentAmount: payment, advertisedRate: rates.advertised, comparisonRate: rates.comparison };
}
