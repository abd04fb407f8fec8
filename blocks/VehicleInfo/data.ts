// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { KindNoun, SpecLine } from "../../runtime/kit/rules.ts";

export interface VehicleInfoData {
  /** The vehicle's kind: 'Caravan Summary', 'Reserve this caravan'. */
  noun: KindNoun;
  used: boolean;
  comments: string | null;
  features: string[];
  keyInformation: SpecLine[];
  summary: SpecLine[];
  specifications: SpecLine[];
  /** Where to reserve the car, when the site sells online and the car can be reserved. */
  reserveHref: string | null;
}
