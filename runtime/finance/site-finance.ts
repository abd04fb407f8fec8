import type { Site } from "../types/index.ts";
import type { CalculatorOverrides } from "../rules/finance/calculator-settings.ts";
import type { TradeInLimits } from "../rules/finance/trade-in-estimate.ts";
import type { ComparisonExample, FinanceConfiguration, FinanceProvider } from "./provider-types.ts";
import { financeConfiguration } from "./providers.ts";

/** The parts of a site document the finance tools read. */
export type FinanceSite = Pick<Site, "finance_provider" | "finance">;

/** A provider the platform configures, by name in any case ('YouX', 'youx'). */
export function findProvider(name: string, config: FinanceConfiguration): FinanceProvider | undefined {
  return config.providers.find((provider) => provider.name.toLowerCase() === name.toLowerCase());
}

/**
 * The site's provider. A name the platform does not know keeps the default provider's rules but still reads the
 * cars' finance_lenders entry under that name.
 */
export function siteProvider(site: FinanceSite, config = financeConfiguration): FinanceProvider {
  if (site.finance_provider === null) return config.defaultProvider;
  return findProvider(site.finance_provider, config) ?? { ...config.defaultProvider, name: site.finance_provider };
}

/** The provider answering quotes for the site, when the site turns quotes on and that provider quotes. */
export function quoteProvider(site: FinanceSite, config = financeConfiguration): FinanceProvider | null {
  if (!site.finance.quote.enabled) return null;
  const provider = findProvider(site.finance.quote.provider, config);
  return provider?.quoteRates ? provider : null;
}

/** A site document's snake_case fields under the rules' camelCase names ('amount_max' -> 'amountMax'). */
function camelKeys(record: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()), value]));
}

/**
 * The site's calculator overrides: the rules' fields in the site document's snake case. A null (keep the
 * provider's) is skipped by calculatorSettings like an unset field.
 */
export function siteCalculatorOverrides(site: FinanceSite): CalculatorOverrides {
  const { fees, ...fields } = site.finance.calculator;
  return { ...camelKeys(fields), fees: fees ? camelKeys(fees) : undefined } as CalculatorOverrides;
}

/** Provider first, then the site: the layers calculatorSettings() applies over the platform defaults. */
export function calculatorLayers(site: FinanceSite, config = financeConfiguration): CalculatorOverrides[] {
  return [siteProvider(site, config).calculator, siteCalculatorOverrides(site)];
}

export function comparisonExample(site: FinanceSite, config = financeConfiguration): ComparisonExample {
  const own = site.finance.comparison_example;
  const provider = siteProvider(site, config).comparison;
  if (!own) return provider;
  return { basis: own.basis, interestRate: own.interest_rate, comparisonRate: own.comparison_rate, range: provider.range };
}

export function financeDisclaimer(site: FinanceSite, config = financeConfiguration): string {
  return site.finance.disclaimer ?? siteProvider(site, config).disclaimer;
}

export function tradeInLimits(site: FinanceSite): TradeInLimits {
  const t = site.finance.trade_in;
  return { maxAgeYears: t.max_age_years, maxKm: t.max_km, reconditioningMargin: t.reconditioning_margin };
}
