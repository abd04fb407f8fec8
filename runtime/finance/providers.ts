import type { TeaserRule } from "../rules/finance/teaser-eligibility.ts";
import type { ComparisonExample, FinanceConfiguration, FinanceProvider } from "./provider-types.ts";

// Platform configuration: every finance provider a site can name in finance_provider, with its rules as data.
// Spec §5 (teaser eligibility, calculator bounds) and §9 Finance (fees, comparison example, estimates).

const inStockOnly: TeaserRule = { inStock: true, priceAbove: null, newerThanYears: null, requiredLenderFields: [] };
const pricedInStock: TeaserRule = { inStock: true, priceAbove: 500, newerThanYears: null, requiredLenderFields: [] };
const withWeekly: TeaserRule = { ...pricedInStock, requiredLenderFields: ["paymentWeek"] };

const securedExample: ComparisonExample = {
  basis: "5-year secured $30,000 loan",
  interestRate: null,
  comparisonRate: null,
  range: null,
};

const estimateOnly =
  "The repayment shown is an estimate only and is not a quote or an offer of finance. It is based on the term, " +
  "deposit, final payment and rate shown and excludes fees and charges unless stated. Finance is subject to the " +
  "lender's credit assessment, terms and conditions. Speak to our finance team for a quote tailored to you.";

const noFees = { establishment: 0, securityRegistration: 0, agency: 0, monthlyAccount: 0 };

function provider(name: string, overrides: Partial<FinanceProvider>): FinanceProvider {
  return {
    name,
    teaser: pricedInStock,
    teaserPayment: "week",
    calculator: {},
    rates: { advertised: 8.99, comparison: 9.62 },
    comparison: securedExample,
    disclaimer: estimateOnly,
    quoteRates: null,
    ...overrides,
  };
}

export const financeConfiguration: FinanceConfiguration = {
  defaultProvider: provider("default", {
    rates: { advertised: 7.99, comparison: 8.38 },
    comparison: { ...securedExample, range: { min: 8.38, max: 19.42 } },
  }),
  excludedMakes: ["Suzuki"],
  providers: [
    provider("Taurus", {
      teaser: { ...pricedInStock, newerThanYears: 12 },
      calculator: { amountMin: 5000, fees: { ...noFees, establishment: 1360.5 } },
      rates: { advertised: 6.29, comparison: 8.19 },
    }),
    provider("360 Finance", { teaser: inStockOnly, rates: { advertised: 8.49, comparison: 9.14 } }),
    provider("AusLoans", {
      teaser: inStockOnly,
      calculator: { fees: { ...noFees, establishment: 1300 } },
      rates: { advertised: 8.95, comparison: 10.12 },
    }),
    provider("Manual", {
      teaser: withWeekly,
      calculator: { fees: { establishment: 395, securityRegistration: 6, monthlyAccount: 8, agency: 912.25 } },
    }),
    provider("Angle", {
      teaser: withWeekly,
      calculator: { interestMin: 7.5, interestMax: 14.5, interestDefault: 8.5 },
      rates: { advertised: 8.5, comparison: 9.37 },
    }),
    provider("Powertorque", { teaser: withWeekly, rates: { advertised: 9.45, comparison: 10.28 } }),
    provider("Nissan Finance", {
      teaser: { ...pricedInStock, requiredLenderFields: ["paymentMonth"] },
      teaserPayment: "month",
      calculator: { frequencyDefault: "monthly" },
      rates: { advertised: 6.99, comparison: 7.84 },
    }),
    provider("YouX", {
      rates: { advertised: 7.49, comparison: 7.99 },
      quoteRates: {
        EXCELLENT: { advertised: 6.99, comparison: 7.45 },
        GREAT: { advertised: 7.49, comparison: 7.99 },
        GOOD: { advertised: 9.49, comparison: 10.05 },
        FAIR: { advertised: 12.99, comparison: 13.62 },
      },
    }),
  ],
};
