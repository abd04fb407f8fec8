import { basisWeeklyRepayment } from "../rules/finance/finance-estimate.ts";
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
  const payment = basisWeeklyRepayment(request.purchasePrice, rates.advertised, request.loanTerm, provider.calculator.fees);
  return { weeklyRepaymentAmount: payment, advertisedRate: rates.advertised, comparisonRate: rates.comparison };
}
