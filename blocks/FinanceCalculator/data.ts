// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { CalculatorSettings, CalculatorValues } from "../../runtime/kit/finance.ts";

export interface CalculatorData {
  settings: CalculatorSettings;
  /** The values to show first: the starting values, or those of a form submitted without JavaScript. */
  values: CalculatorValues;
  description: string;
  carId: number | null;
  enquiryHref: string;
}
