import type { LeadCar, LeadFormSite } from "./leads-options.ts";

/** What every form builder is given: the site's options and the car the form is about, if any. */
export interface FormBuildContext {
  site: LeadFormSite;
  car: LeadCar | null;
}
