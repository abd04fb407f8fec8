// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { ComparisonSection } from "../../runtime/kit/rules.ts";

export interface ComparedCar {
  id: number;
  name: string;
  href: string;
  image: string | null;
}

export interface CompareCarsData {
  /** The in-stock cars compared, in the link's order. */
  cars: ComparedCar[];
  sections: ComparisonSection[];
  /** Cars of the link that have sold since. */
  sold: ComparedCar[];
  /** How many of the link's cars the site does not list (removed, hidden, another dealer's, never existed). */
  unknown: number;
}
