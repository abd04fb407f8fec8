import type { Car } from "../types/index.ts";
import { financeEstimate, type FinanceEstimate } from "../rules/finance/finance-estimate.ts";
import type { ComparisonExample } from "./provider-types.ts";
import { financeConfiguration } from "./providers.ts";
import { comparisonExample, quoteProvider, siteProvider, type FinanceSite } from "./site-finance.ts";
import { siteOffersFinance } from "./teaser.ts";

/** A car's quote: the car schema's `youxQuote`. */
export type QuoteFigures = NonNullable<Car["youxQuote"]>;

/** Everything the finance estimate panel needs about a car, worked out on the server. */
export interface EstimatePanelFigures {
  carId: number;
  /** The estimate on the spec's basis (5 years, 10.0% deposit, 30% final payment) at the rate below. */
  estimate: FinanceEstimate | null;
  interestRate: number | null;
  comparisonRate: number | null;
  /** The loan the comparison rate is worked out for, shown with the comparison-rate warning. */
  comparison: ComparisonExample;
  /** The car's quote, when the site shows quotes. */
  quote: QuoteFigures | null;
  /** The browser asks for a quote once: quotes on, no quote yet, a positive price (spec §4). */
  fetchQuote: { purchasePrice: number; year: number; vin: string; nvic: string } | null;
}

/**
 * The estimate panel's figures, or null when the site's provider does not finance the car (sold, an excluded make
 * or dealership, outside the provider's price or age limits) or it has no price to estimate from. Spec §5 ties
 * the teaser to that rule; the panel shows the same provider's rates, so it follows the same rule rather than
 * advertising finance the teaser withholds.
 */
export function estimatePanelFigures(site: FinanceSite, car: Car, now: Date, config = financeConfiguration): EstimatePanelFigures | null {
  const price = car.price ?? 0;
  if (!(price > 0) || !siteOffersFinance(site, car, now, config)) return null;
  const provider = siteProvider(site, config);
  const entry = car.finance_lenders?.[provider.name];
  const interestRate = entry?.interestRate ?? provider.rates.advertised;
  const comparisonRate = entry?.comparisonRate ?? provider.rates.comparison;
  const quotes = quoteProvider(site, config) !== null;
  const quote = quotes ? (car.youxQuote ?? null) : null;
  return {
    carId: car.id,
    estimate: financeEstimate(price, interestRate),
    interestRate,
    comparisonRate,
    comparison: comparisonExample(site, config),
    quote,
    fetchQuote: quotes && !quote
      ? { purchasePrice: price, year: car.year, vin: car.vin ?? "", nvic: car.nvic ?? "" }
      : null,
  };
}
