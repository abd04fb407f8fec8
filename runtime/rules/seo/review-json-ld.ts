import type { Review } from "../../types/generated/review.ts";
import type { ReviewSummary } from "../reviews.ts";

/** schema.org `AggregateRating` of a summary: the average out of 5 over its count. */
export function aggregateRatingJsonLd(summary: ReviewSummary): Record<string, unknown> {
  return { "@type": "AggregateRating", ratingValue: summary.average_rating, reviewCount: summary.count, bestRating: 5, worstRating: 1 };
}

/** schema.org `Review` of one listed review, with the dealer's reply as its comment. */
export function reviewJsonLd(review: Review): Record<string, unknown> {
  return {
    "@type": "Review",
    author: { "@type": "Person", name: review.customer_name },
    ...(review.review_date ? { datePublished: review.review_date.slice(0, 10) } : {}),
    ...(review.text ? { reviewBody: review.text } : {}),
    reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    ...(review.reply_text ? { comment: { "@type": "Comment", text: review.reply_text, ...(review.reply_date ? { dateCreated: review.reply_date.slice(0, 10) } : {}) } } : {}),
  };
}

/** The reviews page's `AutoDealer` (the dealer, or one location) with its rating and the reviews it lists. */
export function reviewedDealerJsonLd(name: string, url: string, summary: ReviewSummary, reviews: readonly Review[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    name,
    url,
    ...(summary.count > 0 ? { aggregateRating: aggregateRatingJsonLd(summary) } : {}),
    ...(reviews.length > 0 ? { review: reviews.map(reviewJsonLd) } : {}),
  };
}
