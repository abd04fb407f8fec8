import type { Car } from "../types/index.ts";
import { financeEstimate, type FinanceEstimate } from "../rules/finance/finance-estimate.ts";
import { financeConfiguration } from "./providers.ts";
import { quoteProvider, siteProvider, type FinanceSite } from "./site-finance.ts";

export interface QuoteFigures {
  weeklyRepaymentAmount: number | null;
  advertisedRate: number | null;
  comparisonRate: number | null;
}

/** Everything the finance estimate panel needs about a car, worked out on the server. */
export interface EstimatePanelFigures {
  carId: number;
  /** The estimate on the spec's basis (5 years, 10.0% deposit, 30% final payment) at the rate below. */
  estimate: FinanceEstimate | null;
  interestRate: number | null;
  comparisonRate: number | null;
  /** The car's quote, when the site shows quotes. */
  quote: QuoteFigures | null;
  /** The browser asks for a quote once: quotes on, no quote yet, a positive price (spec §4). */
  fetchQuote: { purchasePrice: number; year: number; vin: string; nvic: string } | null;
}

export function estimatePanelFigures(site: FinanceSite, car: Car, config = financeConfiguration): EstimatePanelFigures {
  const provider = siteProvider(site, config);
  const entry = car.finance_lenders?.[provider.name];
  const interestRate = entry?.interestRate ?? provider.rates.advertised;
  const comparisonRate = entry?.comparisonRate ?? provider.rates.comparison;
  const quotes = quoteProvider(site, config) !== null;
  const quote = quotes ? (car.youxQuote ?? null) : null;
  const price = car.price ?? 0;
  return {
    carId: car.id,
    estimate: financeEstimate(price, interestRate),
    interestRate,
    comparisonRate,
    quote,
    fetchQuote: quotes && !quote && price > 0
      ? { purchasePrice: price, year: car.year, vin: car.vin ?? "", nvic: car.nvic ?? "" }
      : null,
  };
}
