import type { Location } from "../types/generated/location.ts";
import type { Review } from "../types/generated/review.ts";
import type { Site } from "../types/site.ts";
import { countLabel } from "./plural.ts";

export type ReviewOptions = Site["reviews"];

/** Spec §3 review summary: how many reviews and their average stars (one decimal; 0 with none). */
export interface ReviewSummary {
  count: number;
  average_rating: number;
}

/** Stars added up, so summaries of several sources (stored, entered in the site document) combine exactly. */
export interface RatingTotals {
  count: number;
  total: number;
}

/** A review with the slug of the location it is about. */
export type LocatedReview = Review & { location: string };

/** Listed reviews name no one when the site hides reviewer names. */
export const ANONYMOUS_REVIEWER = "Verified customer";

export function ratingTotals(reviews: readonly Pick<Review, "rating">[]): RatingTotals {
  return { count: reviews.length, total: reviews.reduce((sum, review) => sum + review.rating, 0) };
}

/** Count and average of every review in `parts`, whatever its rating: a listing's minimum rating hides, never re-scores. */
export function reviewSummary(parts: readonly RatingTotals[]): ReviewSummary {
  const count = parts.reduce((sum, part) => sum + part.count, 0);
  const total = parts.reduce((sum, part) => sum + part.total, 0);
  return { count, average_rating: count === 0 ? 0 : Math.round((total / count) * 10) / 10 };
}

type RatedLocation = Pick<Location, "reviews" | "average_rating" | "review_count">;

/**
 * A location's rating as totals: from its reviews when it has any, else the summary its site document states (a
 * count and average copied from the dealer's Google profile); null when there is nothing to show.
 */
export function locationTotals(location: RatedLocation, totals: readonly RatingTotals[]): RatingTotals | null {
  const fromReviews = reviewSummary(totals);
  if (fromReviews.count > 0) return { count: fromReviews.count, total: totals.reduce((sum, part) => sum + part.total, 0) };
  const count = location.reviews?.count ?? location.review_count;
  const average = location.reviews?.average_rating ?? location.average_rating;
  return typeof count === "number" && count > 0 && typeof average === "number" ? { count, total: average * count } : null;
}

/** A location's rating (see locationTotals) as its summary. */
export function locationSummary(location: RatedLocation, totals: readonly RatingTotals[]): ReviewSummary | null {
  const found = locationTotals(location, totals);
  return found && reviewSummary([found]);
}

/** The text alternative of a star rating: '4.6 out of 5 stars, 128 reviews' (a single review: '5 out of 5 stars'). */
export function starRatingLabel(rating: number, count?: number): string {
  const stars = `${Number.isInteger(rating) ? rating : rating.toFixed(1)} out of 5 stars`;
  return count === undefined ? stars : `${stars}, ${countLabel(count, "review")}`;
}

/** How full each of the five stars is (0 to 1), for the picture beside the text. */
export function starFills(rating: number): number[] {
  return [0, 1, 2, 3, 4].map((i) => Math.min(1, Math.max(0, Math.round((rating - i) * 10) / 10)));
}

/**
 * The reviews a page lists (spec §9): those with at least the site's minimum rating, none by a hidden reviewer,
 * newest first, the site's full-text count of them, with the reviewer's name replaced when the site hides names.
 */
export function listedReviews<T extends Review>(reviews: readonly T[], options: ReviewOptions): T[] {
  const hidden = new Set(options.hidden_reviewers.map(nameKey));
  return reviews
    .filter((review) => review.rating >= options.minimum_rating && !hidden.has(nameKey(review.customer_name)))
    .sort(newestFirst)
    .slice(0, options.full_text_count)
    .map((review) => (options.hide_names ? { ...review, customer_name: ANONYMOUS_REVIEWER } : review));
}

const nameKey = (name: string) => name.trim().toLowerCase();

/** Newest first; undated reviews last; ties by id, so every page and server lists them alike. */
function newestFirst(a: Review, b: Review): number {
  const byDate = (b.review_date ?? "").localeCompare(a.review_date ?? "");
  return byDate !== 0 ? byDate : String(a.id).localeCompare(String(b.id));
}

/** How a shopper's review is credited once approved: first name and the last name's initial ('Sam T.'). */
export function reviewerName(first: string, last: string | undefined): string {
  const initial = last?.trim().charAt(0).toUpperCase();
  return initial ? `${first.trim()} ${initial}.` : first.trim();
}
