import type { Car } from "../../types/generated/car.ts";
import { isInStock } from "../stock-status.ts";

/** Fields of a car's finance_lenders entry a provider's teaser may need. */
export type LenderField = "interestRate" | "comparisonRate" | "paymentWeek" | "paymentMonth";

/** A provider's finance-teaser rule, as data (spec §5 finance teaser eligibility). */
export interface TeaserRule {
  /** The car must count as in stock. */
  inStock: boolean;
  /** The car's price must be above this. */
  priceAbove: number | null;
  /** The car's year must be newer than the current year minus this. */
  newerThanYears: number | null;
  /** Lender-entry fields that must be present, on top of the interest and comparison rates every teaser needs. */
  requiredLenderFields: LenderField[];
}

type FinancedCar = Pick<Car, "status" | "sold" | "price" | "year" | "make" | "dealership_id">;
type TeaserCar = FinancedCar & Pick<Car, "finance_lenders">;

/** What decides whether the site's provider finances a car at all, whatever figures the car's feed carries. */
export interface FinanceOfferInput {
  car: FinancedCar;
  rule: TeaserRule;
  /** Makes the platform never advertises finance for. */
  excludedMakes: readonly string[];
  /** Dealership ids the site excludes. */
  excludedDealerships: readonly number[];
  now: Date;
}

export interface TeaserEligibilityInput extends FinanceOfferInput {
  car: TeaserCar;
  /** The provider's key in the car's finance_lenders. */
  lenderKey: string;
  /** The site's teaser switch. */
  enabled: boolean;
}

const ALWAYS_REQUIRED: readonly LenderField[] = ["interestRate", "comparisonRate"];

function present(value: unknown): boolean {
  return value !== null && value !== undefined && value !== "";
}

/**
 * Whether the provider's rule lets the site advertise finance for the car: not an excluded make or dealership, and
 * the rule's stock, price and age conditions. The teaser and the estimate panel both start from this, so a car
 * shows finance figures in one place only if the other could show them too.
 */
export function financeOffered(input: FinanceOfferInput): boolean {
  const { car, rule } = input;
  const make = (car.make ?? "").trim().toLowerCase();
  if (input.excludedMakes.some((excluded) => excluded.toLowerCase() === make)) return false;
  if (car.dealership_id != null && input.excludedDealerships.includes(car.dealership_id)) return false;
  if (rule.inStock && !isInStock(car)) return false;
  if (rule.priceAbove !== null && !((car.price ?? 0) > rule.priceAbove)) return false;
  if (rule.newerThanYears !== null && !((car.year ?? 0) > input.now.getFullYear() - rule.newerThanYears)) return false;
  return true;
}

/**
 * Whether the vehicle page shows the finance teaser for this car: the one interpreter of every provider's rule.
 * On top of financeOffered(), the teaser shows the car's own lender figures, so it needs them.
 */
export function teaserEligible(input: TeaserEligibilityInput): boolean {
  if (!input.enabled || !financeOffered(input)) return false;
  const entry = input.car.finance_lenders?.[input.lenderKey];
  if (!entry) return false;
  return [...ALWAYS_REQUIRED, ...input.rule.requiredLenderFields].every((field) => present(entry[field]));
}
