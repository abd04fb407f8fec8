// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { DeliveryResult } from "./delivery-result.ts";

export interface DeliveryCalculatorData {
  slug: string;
  /** The postcode of a form sent without JavaScript, and its answer. */
  postcode: string;
  result: DeliveryResult | null;
}
