// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { ReviewSummary } from "../../runtime/kit/rules.ts";

export interface LocationDetailsData {
  slug: string;
  /** Today where the location is (YYYY-MM-DD), so server and browser agree on which holidays are still ahead. */
  today: string;
  /** The location's star rating; null without reviews. */
  rating: ReviewSummary | null;
}
