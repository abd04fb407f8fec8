// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { ReviewSummary } from "../../runtime/kit/rules.ts";

export interface OurLocationsData {
  /** Each location's star rating by slug; a location without one is not in it. */
  ratings: Record<string, ReviewSummary>;
}
