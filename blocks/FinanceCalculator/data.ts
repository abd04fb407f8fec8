// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { CalculatorSettings, CalculatorValues } from "../../runtime/kit/finance.ts";

export interface CalculatorData {
  settings: CalculatorSettings;
  /** The values to show first: the starting values, or those of a form submitted without JavaScript. */
  values: CalculatorValues;
  description: string;
  carId: number | null;
  /** The car the calculator is priced from, named above it (block option price_from_car). */
  car: { name: string; path: string } | null;
  enquiryHref: string;
}
