import type { SimilarCard } from "../../runtime/kit/vehicle.ts";

// What the loader hands the component: types only, so the browser's code never imports the loader.
export interface SimilarCarsData {
  slug: string;
  title: string;
  /** The cards, found on the server so the page shows them without JavaScript. */
  hits: SimilarCard[];
}
