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

type TeaserCar = Pick<Car, "status" | "sold" | "price" | "year" | "make" | "dealership_id" | "finance_lenders">;

export interface TeaserEligibilityInput {
  car: TeaserCar;
  /** The provider's key in the car's finance_lenders. */
  lenderKey: string;
  rule: TeaserRule;
  /** Makes never shown with a teaser (platform configuration). */
  excludedMakes: readonly string[];
  /** Dealership ids the site excludes. */
  excludedDealerships: readonly number[];
  /** The site's teaser switch. */
  enabled: boolean;
  now: Date;
}

const ALWAYS_REQUIRED: readonly LenderField[] = ["interestRate", "comparisonRate"];

function present(value: unknown): boolean {
  return value !== null && value !== undefined && value !== "";
}

/** Whether the vehicle page shows the finance teaser for this car: the one interpreter of every provider's rule. */
export function teaserEligible(input: TeaserEligibilityInput): boolean {
  const { car, rule } = input;
  if (!input.enabled) return false;
  const make = (car.make ?? "").trim().toLowerCase();
  if (input.excludedMakes.some((excluded) => excluded.toLowerCase() === make)) return false;
  if (car.dealership_id != null && input.excludedDealerships.includes(car.dealership_id)) return false;
  const entry = car.finance_lenders?.[input.lenderKey];
  if (!entry) return false;
  const fields = [...ALWAYS_REQUIRED, ...rule.requiredLenderFields];
  if (!fields.every((field) => present(entry[field]))) return false;
  if (rule.inStock && !isInStock(car)) return false;
  if (rule.priceAbove !== null && !((car.price ?? 0) > rule.priceAbove)) return false;
  if (rule.newerThanYears !== null && !((car.year ?? 0) > input.now.getFullYear() - rule.newerThanYears)) return false;
  return true;
}
