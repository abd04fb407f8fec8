import { Ajv2020 } from "ajv/dist/2020.js";
import type { Car } from "../../../runtime/types/index.ts";
import financeSchema from "../../../schemas/site/finance.json" with { type: "json" };
import type { FinanceSite } from "../../../runtime/finance/site-finance.ts";

// The section as the site document holds it: a property whose own default ({}) applies too.
const { $schema: _dialect, ...section } = financeSchema;
const applyDefaults = new Ajv2020({ strict: true, useDefaults: true, allErrors: true })
  .compile({ type: "object", properties: { finance: section } });

/** A site's finance section as validation leaves it (schema defaults applied), for tests. */
export function financeSite(provider: string | null, finance: Record<string, unknown> = {}): FinanceSite {
  const site = { finance_provider: provider, finance: structuredClone(finance) };
  if (!applyDefaults(site)) throw new Error(`Invalid finance options: ${JSON.stringify(applyDefaults.errors)}`);
  return site as unknown as FinanceSite;
}

export type LenderEntry = NonNullable<Car["finance_lenders"]>[string];

export function lenderEntry(provider: string, changes: Partial<LenderEntry> = {}): LenderEntry {
  return {
    disclaimer: `${provider} disclaimer`,
    deposit: 0,
    balloon: 0,
    paymentWeek: 129,
    paymentMonth: 559,
    totalPayable: 33540,
    interestRate: 6.29,
    comparisonRate: 8.19,
    termYears: 5,
    termMonths: 60,
    termWeeks: 260,
    establishmentFees: 0,
    financeProvider: provider,
    ...changes,
  };
}

/** An in-stock used car with only the fields the finance tools read filled in realistically. */
export function financeCar(changes: Partial<Car> = {}): Car {
  return {
    id: 501,
    slug: "2021-mazda-cx-5-maxx-501",
    year: 2021,
    make: "Mazda",
    model: "CX-5",
    car_type: "used",
    status: "in_stock",
    sold: false,
    reserved: false,
    price: 32990,
    km: 41000,
    vin: "JM0KF4WLA00123456",
    nvic: "0ABC21",
    dealership_id: 101,
    dealership_slug: "harbour-motors-toyota",
    finance_lenders: {},
    youxQuote: null,
    ...changes,
  } as Car;
}
