// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { LocatedReview, ReviewSummary } from "../../runtime/kit/rules.ts";

export interface ReviewsData {
  summary: ReviewSummary;
  reviews: LocatedReview[];
}
