import type { CalculatorOverrides } from "../rules/finance/calculator-settings.ts";
import type { TeaserRule } from "../rules/finance/teaser-eligibility.ts";

export interface Rates {
  /** Advertised interest rate, % p.a. */
  advertised: number;
  /** Comparison rate, % p.a. */
  comparison: number;
}

/** The loan a provider's comparison rate is worked out for, as shoppers read it. */
export interface ComparisonExample {
  basis: string;
  interestRate: number | null;
  comparisonRate: number | null;
  /** The spread of comparison rates the provider offers, when it shows one. */
  range: { min: number; max: number } | null;
}

/** One finance provider's configuration. Everything that differs between providers lives here, as data. */
export interface FinanceProvider {
  /** The site's finance_provider value and the key of the provider's entry in a car's finance_lenders. */
  name: string;
  teaser: TeaserRule;
  /** The repayment the teaser leads with. */
  teaserPayment: "week" | "month";
  calculator: CalculatorOverrides;
  /** Rates used for estimates and quotes when a car carries none. */
  rates: Rates;
  comparison: ComparisonExample;
  disclaimer: string;
  /** Rates by the shopper's self-assessed credit score, for providers that answer quotes. */
  quoteRates: Readonly<Record<string, Rates>> | null;
}

export interface FinanceConfiguration {
  /** The provider of sites whose finance_provider is null. */
  defaultProvider: FinanceProvider;
  providers: readonly FinanceProvider[];
  /** Makes that never show a finance teaser, whatever the provider. */
  excludedMakes: readonly string[];
}
