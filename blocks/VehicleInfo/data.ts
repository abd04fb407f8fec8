// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { SpecLine, keyInformation } from "../../runtime/kit/rules.ts";

export interface VehicleInfoData {
  vehicle: string;
  used: boolean;
  comments: string | null;
  features: string[];
  keyInformation: SpecLine[];
  summary: SpecLine[];
  specifications: SpecLine[];
  /** Where to reserve the car, when the site sells online and the car can be reserved. */
  reserveHref: string | null;
}
