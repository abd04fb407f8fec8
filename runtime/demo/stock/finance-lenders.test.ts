import { describe, expect, it } from "vitest";
import { financeConfiguration } from "../../finance/providers.ts";
import { CALCULATOR_DEFAULTS } from "../../rules/finance/calculator-settings.ts";
import { FINANCE_PROVIDERS, financeLender } from "./finance-lenders.ts";
import { createRandom } from "./random.ts";

const all = [financeConfiguration.defaultProvider, ...financeConfiguration.providers];

describe("demo finance_lenders entries", () => {
  it("cover exactly the providers the platform configures", () => {
    expect(FINANCE_PROVIDERS).toEqual(financeConfiguration.providers.map((provider) => provider.name));
  });

  it.each(all.map((provider) => [provider.name, provider] as const))("%s: the provider's fee and rates", (name, provider) => {
    const random = createRandom(7);
    const margin = provider.rates.comparison - provider.rates.advertised;
    const interestMax = provider.calculator.interestMax ?? CALCULATOR_DEFAULTS.interestMax;
    let withComparison = 0;
    for (let i = 0; i < 200; i += 1) {
      const entry = financeLender(random, name, 30000);
      expect(entry.financeProvider).toBe(name);
      expect(entry.establishmentFees).toBe(provider.calculator.fees?.establishment ?? 0);
      expect(entry.interestRate).toBeGreaterThanOrEqual(provider.rates.advertised);
      expect(entry.interestRate).toBeLessThanOrEqual(interestMax);
      if (entry.comparisonRate != null) {
        withComparison += 1;
        expect(entry.comparisonRate).toBeGreaterThanOrEqual(entry.interestRate! + margin - 0.01);
      }
    }
    expect(withComparison).toBeGreaterThan(150);
  });

  it("find the provider by name in any case, as the site's finance_provider does", () => {
    const fee = (name: string) => financeLender(createRandom(1), name, 30000).establishmentFees;
    expect([fee("manual"), fee("AUSLOANS"), fee("taurus")]).toEqual([395, 1300, 1360.5]);
  });

  it("agree with the platform's fee schedule where the two used to differ", () => {
    const fee = (name: string) => financeLender(createRandom(1), name, 30000).establishmentFees;
    expect([fee("Manual"), fee("Angle"), fee("Powertorque"), fee("AusLoans"), fee("Taurus")]).toEqual([395, 0, 0, 1300, 1360.5]);
  });
});
