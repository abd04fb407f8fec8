import type { Car } from "../types/index.ts";
import { financeEnquiryHref } from "../rules/finance/enquiry-link.ts";
import { financeOffered, teaserEligible, type FinanceOfferInput } from "../rules/finance/teaser-eligibility.ts";
import type { ComparisonExample, FinanceConfiguration } from "./provider-types.ts";
import { financeConfiguration } from "./providers.ts";
import { comparisonExample, siteProvider, type FinanceSite } from "./site-finance.ts";

/** What the finance teaser shows for a car: the provider's figures from the car's finance_lenders entry. */
export interface TeaserFigures {
  payment: number | null;
  per: "week" | "month";
  interestRate: number;
  comparisonRate: number;
  comparison: ComparisonExample;
  enquiryHref: string;
}

function offerInput(site: FinanceSite, car: Car, now: Date, config: FinanceConfiguration): FinanceOfferInput {
  return {
    car,
    rule: siteProvider(site, config).teaser,
    excludedMakes: config.excludedMakes,
    excludedDealerships: site.finance.excluded_dealerships,
    now,
  };
}

/** Whether the site's provider finances this car at all (the estimate panel's rule; the teaser's without figures). */
export function siteOffersFinance(site: FinanceSite, car: Car, now: Date, config = financeConfiguration): boolean {
  return site.finance.purchase && financeOffered(offerInput(site, car, now, config));
}

/** The teaser for a car on this site, or null when the provider's rule (or the site) says it is not shown. */
export function financeTeaser(site: FinanceSite, car: Car, now: Date, config = financeConfiguration): TeaserFigures | null {
  const provider = siteProvider(site, config);
  const shown = teaserEligible({ ...offerInput(site, car, now, config), car, lenderKey: provider.name, enabled: site.finance.teaser && site.finance.purchase });
  const entry = car.finance_lenders?.[provider.name];
  if (!shown || !entry || entry.interestRate == null || entry.comparisonRate == null) return null;
  return {
    payment: (provider.teaserPayment === "month" ? entry.paymentMonth : entry.paymentWeek) ?? null,
    per: provider.teaserPayment,
    interestRate: entry.interestRate,
    comparisonRate: entry.comparisonRate,
    comparison: comparisonExample(site, config),
    enquiryHref: financeEnquiryHref(car),
  };
}
