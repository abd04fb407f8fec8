// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { CarHit } from "../../runtime/kit/search.ts";
import type { Offer } from "../../runtime/types/index.ts";

export interface SpecialOffersData {
  /** ISO time of the page view, so card tags judge alike on server and browser. */
  now: string;
  offers: Array<Omit<Offer, "start"> & { cars: CarHit[] }>;
}
